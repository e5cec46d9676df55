/**
 * The title of an admonition: the `title` prop, else an `mdxAdmonitionTitle` child (how
 * Docusaurus's MDX compiler passes a `:::tip[Title]` label); undefined leaves the keyword.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

function isTitleElement(node: ReactNode): node is ReactElement<{ children?: ReactNode }> {
  if (!isValidElement(node)) {
    return false;
  }
  const props = node.props as { mdxType?: string };
  return node.type === 'mdxAdmonitionTitle' || props.mdxType === 'mdxAdmonitionTitle';
}

export interface AdmonitionParts {
  title: ReactNode;
  children: ReactNode;
}

export function useAdmonitionParts(title: ReactNode, children: ReactNode): AdmonitionParts {
  const items = Children.toArray(children);
  const titleElement = items.find(isTitleElement);
  if (!titleElement) {
    return { title, children };
  }
  return {
    title: title ?? titleElement.props.children,
    children: items.filter((item) => item !== titleElement),
  };
}
