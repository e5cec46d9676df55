/** `@theme/MDXComponents/Li`: list items as written. */
import type { ComponentProps, ReactNode } from 'react';

export default function MDXLi(props: ComponentProps<'li'>): ReactNode {
  return <li {...props} />;
}
