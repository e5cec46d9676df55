/**
 * `@theme/Details`: `<details>` with a summary and animated open/close, the markup
 * crates/markdown writes for `<details>` in Markdown (`details alert alert--info`,
 * `data-collapsed`, `.collapsibleContent`).
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import clsx from 'clsx';
import { useDetails } from '../../hooks/useDetails';
import type { DetailsProps } from '../../theme-classic';

function summaryChildren(summary: DetailsProps['summary']): ReactNode {
  if (isValidElement(summary) && summary.type === 'summary') {
    return (summary as ReactElement<{ children?: ReactNode }>).props.children;
  }
  return summary ?? 'Details';
}

export default function Details({ summary, children, open: initiallyOpen = false, className, ...props }: DetailsProps): ReactNode {
  const details = useDetails(initiallyOpen);
  return (
    <details
      {...props}
      ref={details.ref}
      className={clsx('details', 'alert', 'alert--info', className)}
      data-collapsed={details.collapsed ? 'true' : 'false'}
      open={details.open}
      onToggle={details.onToggle}
    >
      <summary onClick={details.onSummaryClick}>{summaryChildren(summary)}</summary>
      <div ref={details.contentRef} className="collapsibleContent">
        {children}
      </div>
    </details>
  );
}
