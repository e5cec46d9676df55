/** `@theme/MDXComponents/Head`: `<head>` in MDX: its tags go to the document head. */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';

export default function MDXHead({ children }: { children?: ReactNode }): ReactNode {
  return <Head>{children}</Head>;
}
