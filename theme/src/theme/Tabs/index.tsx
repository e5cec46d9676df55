/**
 * `@theme/Tabs`: `<Tabs groupId queryString defaultValue values lazy block>` with `<TabItem>`
 * children. The markup is the one crates/markdown writes for the same tabs (`data-tabs`,
 * `data-group-id`, `data-value`, hidden panels); the behaviour (group sync, localStorage,
 * query string, arrow keys) lives in `useTabs`.
 */
import { cloneElement, useRef, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { useTabs } from '../../hooks/useTabs';
import type { TabsProps } from '../../theme-classic';

export default function Tabs(props: TabsProps): ReactNode {
  const { values, items, selected, queryKey, select } = useTabs(props);
  const tabRefs = useRef<(HTMLLIElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    let next: number | null = null;
    if (event.key === 'ArrowRight') {
      next = (index + 1) % values.length;
    } else if (event.key === 'ArrowLeft') {
      next = (index - 1 + values.length) % values.length;
    } else if (event.key === 'Enter' || event.key === ' ') {
      next = index;
    }
    const target = next === null ? undefined : values[next];
    if (next !== null && target) {
      event.preventDefault();
      tabRefs.current[next]?.focus();
      select(target.value);
    }
  };

  const shown = props.lazy ? items.filter((item) => item.props.value === selected) : items;
  return (
    <div
      className="tabs-container tabList"
      data-tabs=""
      data-group-id={props.groupId}
      data-query-string={queryKey ?? undefined}
    >
      <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', props.block && 'tabs--block', props.className)}>
        {values.map(({ value, label, attributes }, index) => {
          const active = value === selected;
          const { className: extraClass, ...extra } = (attributes ?? {}) as { className?: string };
          return (
            <li
              key={value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              role="tab"
              tabIndex={active ? 0 : -1}
              aria-selected={active}
              className={clsx('tabs__item', active && 'tabs__item--active', extraClass)}
              data-value={value}
              {...extra}
              onClick={() => select(value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {label}
            </li>
          );
        })}
      </ul>
      <div className="margin-top--md">
        {shown.map((item) => cloneElement(item, { key: item.props.value, hidden: item.props.value !== selected }))}
      </div>
    </div>
  );
}
