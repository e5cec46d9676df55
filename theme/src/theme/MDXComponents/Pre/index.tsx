/** `@theme/MDXComponents/Pre`: the `<pre>` around a fence; its `<code>` child renders the block. */
import type { ReactNode } from 'react';

export default function MDXPre({ children }: { children?: ReactNode }): ReactNode {
  return <>{children}</>;
}
