/** `@theme/MDXComponents/A`: Markdown links go through `@docusaurus/Link` (router, prefetch). */
import type { ComponentProps, ReactNode } from 'react';
import Link from '@docusaurus/Link';

export default function MDXA(props: ComponentProps<'a'>): ReactNode {
  return <Link {...props} />;
}
