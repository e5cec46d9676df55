/** `@theme/MDXComponents/Heading`: `h1`..`h6` of compiled MDX as `@theme/Heading`. */
import type { ReactNode } from 'react';
import Heading from '@theme/Heading';
import type { HeadingProps } from '../../../theme-classic';

export default function MDXHeading(props: HeadingProps): ReactNode {
  return <Heading {...props} />;
}
