/**
 * `@theme/MDXComponents`: the element-to-component map compiled MDX renders with
 * (`components={MDXComponents}`). Swizzle it to add site-wide components:
 * `import MDXComponents from '@theme-original/MDXComponents'; export default {...MDXComponents, Highlight}`.
 */
import type { ComponentType, ComponentProps, ReactNode } from 'react';
import Admonition from '@theme/Admonition';
import Mermaid from '@generated/mermaid';
import MDXA from '@theme/MDXComponents/A';
import MDXCode from '@theme/MDXComponents/Code';
import MDXDetails from '@theme/MDXComponents/Details';
import MDXHead from '@theme/MDXComponents/Head';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXImg from '@theme/MDXComponents/Img';
import MDXLi from '@theme/MDXComponents/Li';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXUl from '@theme/MDXComponents/Ul';
import type { HeadingType } from '../../theme-classic';

function heading(as: HeadingType): (props: ComponentProps<HeadingType>) => ReactNode {
  const Level = (props: ComponentProps<HeadingType>) => <MDXHeading as={as} {...props} />;
  Level.displayName = `MDXHeading(${as})`;
  return Level;
}

const MDXComponents: Record<string, ComponentType<any>> = {
  // ```mermaid fences, when the site enables @docusaurus/theme-mermaid
  ...(Mermaid ? { mermaid: Mermaid } : {}),
  Head: MDXHead,
  head: MDXHead,
  details: MDXDetails,
  Details: MDXDetails,
  code: MDXCode,
  a: MDXA,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  admonition: Admonition,
  Admonition,
};

export default MDXComponents;
