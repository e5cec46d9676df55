/** `@theme/MDXComponents/Ul`: lists as written (task lists keep remark-gfm's classes). */
import type { ComponentProps, ReactNode } from 'react';

export default function MDXUl(props: ComponentProps<'ul'>): ReactNode {
  return <ul {...props} />;
}
