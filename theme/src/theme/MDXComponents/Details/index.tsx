/** `@theme/MDXComponents/Details`: `<details>` in MDX; its `<summary>` child becomes the summary. */
import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';
import Details from '@theme/Details';

export default function MDXDetails({ children, ...props }: ComponentProps<'details'>): ReactNode {
  const items = Children.toArray(children);
  const summary = items.find((item) => isValidElement(item) && (item.type === 'summary' || (item.props as { mdxType?: string }).mdxType === 'summary'));
  return (
    <Details {...props} summary={summary as ReactNode}>
      {items.filter((item) => item !== summary)}
    </Details>
  );
}
