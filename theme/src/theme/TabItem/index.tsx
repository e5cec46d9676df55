/** `@theme/TabItem`: one panel of `<Tabs>`; `<Tabs>` sets `hidden` on the panels not shown. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { TabItemProps } from '../../theme-classic';

export default function TabItem({ value, hidden, className, children }: TabItemProps): ReactNode {
  return (
    <div role="tabpanel" className={clsx('tabItem', className)} data-value={value} hidden={hidden}>
      {children}
    </div>
  );
}
