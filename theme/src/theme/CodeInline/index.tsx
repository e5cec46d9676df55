/** `@theme/CodeInline`: inline code, `<code>` as written. */
import type { ComponentProps, ReactNode } from 'react';

export default function CodeInline(props: ComponentProps<'code'>): ReactNode {
  return <code {...props} />;
}
