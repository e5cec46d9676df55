/** `@theme/MDXComponents/Img`: Markdown images, lazily loaded as the Markdown renderer writes them. */
import type { ComponentProps, ReactNode } from 'react';

export default function MDXImg(props: ComponentProps<'img'>): ReactNode {
  return <img loading="lazy" {...props} />;
}
