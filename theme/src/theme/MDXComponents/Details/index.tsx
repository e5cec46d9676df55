/**
 * `@theme/MDXComponents/Details`: `<details>` in MDX; its `<summary>` child becomes the summary
 * (also when MDX wrapped it in a paragraph, as it does for a summary followed by text lines).
 */
import { Children, isValidElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import Details from '@theme/Details';

type WithChildren = ReactElement<{ children?: ReactNode; mdxType?: string }>;

function isSummary(node: ReactNode): node is WithChildren {
  return isValidElement(node) && (node.type === 'summary' || (node.props as { mdxType?: string }).mdxType === 'summary');
}

/** The summary of a paragraph holding only a summary (and whitespace). */
function summaryInParagraph(node: ReactNode): WithChildren | undefined {
  if (!isValidElement(node)) {
    return undefined;
  }
  const inner = Children.toArray((node as WithChildren).props.children).filter((c) => typeof c !== 'string' || c.trim() !== '');
  return inner.length === 1 && isSummary(inner[0]) ? inner[0] : undefined;
}

export default function MDXDetails({ children, ...props }: ComponentProps<'details'>): ReactNode {
  const items = Children.toArray(children);
  const holder = items.find((item) => isSummary(item) || summaryInParagraph(item) !== undefined);
  const summary = holder === undefined ? undefined : isSummary(holder) ? holder : summaryInParagraph(holder);
  return (
    <Details {...props} summary={summary}>
      {items.filter((item) => item !== holder)}
    </Details>
  );
}
