/**
 * `@docusaurus/Head`: head tags from anywhere in the tree. React 19 hoists `<title>`, `<meta>`
 * and `<link>` into `<head>`; react-helmet-async 3 renders them natively on React 19.
 */
import type { ReactNode } from 'react';
import { Helmet } from 'react-helmet-async';

export interface HeadProps {
  children?: ReactNode;
}

export default function Head({ children }: HeadProps): ReactNode {
  return <Helmet>{children}</Helmet>;
}
