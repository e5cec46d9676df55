/**
 * State of a `<Tabs>` block: the tab shown first is `defaultValue`, else the item marked
 * `default`, else the first (so the server HTML never depends on the browser); after mount the
 * query string (`queryString`) and then the group's stored choice (`docusaurus.tab.<groupId>`
 * in localStorage) take over. Choosing a tab stores it and switches every tabs block of the
 * group on the page and in other browser tabs.
 */
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { TabItemProps, TabsProps } from '../theme-classic';

export const TAB_STORAGE_PREFIX = 'docusaurus.tab.';

export interface TabValue {
  value: string;
  label: ReactNode;
  attributes?: Record<string, unknown>;
  default?: boolean;
}

function isTabItem(child: ReactNode): child is ReactElement<TabItemProps> {
  return isValidElement(child) && typeof (child.props as Partial<TabItemProps>).value === 'string';
}

/**
 * The `<TabItem>` children (whitespace and non-elements between them are dropped). Tab items
 * written on consecutive lines come from MDX inside a paragraph: its items count too, as the
 * Markdown renderer reads them.
 */
export function tabItemsOf(children: ReactNode): ReactElement<TabItemProps>[] {
  return Children.toArray(children).flatMap((child) => {
    if (isTabItem(child)) {
      return [child];
    }
    if (isValidElement(child)) {
      return Children.toArray((child.props as { children?: ReactNode }).children).filter(isTabItem);
    }
    return [];
  });
}

/** The header: the `values` prop when given (order and labels), else the children. */
export function tabValuesOf(values: TabsProps['values'], items: ReactElement<TabItemProps>[]): TabValue[] {
  if (values && values.length > 0) {
    return values.map((v) => ({ value: v.value, label: v.label ?? v.value, attributes: v.attributes }));
  }
  return items.map(({ props }) => ({
    value: props.value,
    label: props.label ?? props.value,
    attributes: props.attributes,
    default: props.default,
  }));
}

/** `defaultValue` when it names a tab, else the item marked `default`, else the first. */
export function defaultTabValue(defaultValue: string | null | undefined, values: TabValue[], items: ReactElement<TabItemProps>[]): string | null {
  if (defaultValue != null && values.some((v) => v.value === defaultValue)) {
    return defaultValue;
  }
  const marked = items.find((i) => i.props.default)?.props.value;
  return marked ?? values[0]?.value ?? null;
}

/** The query-string key: `queryString` itself, or the group id for `queryString={true}`. */
export function tabQueryKey(queryString: TabsProps['queryString'], groupId: string | undefined): string | null {
  if (typeof queryString === 'string' && queryString !== '') {
    return queryString;
  }
  return queryString ? (groupId ?? null) : null;
}

// ---------------------------------------------------------------- group choice store

const listeners = new Map<string, Set<() => void>>();

function readChoice(groupId: string): string | null {
  try {
    return window.localStorage.getItem(TAB_STORAGE_PREFIX + groupId);
  } catch {
    return null;
  }
}

function writeChoice(groupId: string, value: string): void {
  try {
    window.localStorage.setItem(TAB_STORAGE_PREFIX + groupId, value);
  } catch {
    // Storage unavailable: the choice still reaches this page's tabs below.
    memory.set(groupId, value);
  }
  listeners.get(groupId)?.forEach((notify) => notify());
}

/** Choices made while localStorage is unavailable. */
const memory = new Map<string, string>();

function subscribe(groupId: string, notify: () => void): () => void {
  let set = listeners.get(groupId);
  if (!set) {
    set = new Set();
    listeners.set(groupId, set);
  }
  set.add(notify);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TAB_STORAGE_PREFIX + groupId) {
      notify();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(notify);
    window.removeEventListener('storage', onStorage);
  };
}

function useGroupChoice(groupId: string | undefined): string | null {
  const sub = useCallback((notify: () => void) => (groupId ? subscribe(groupId, notify) : () => {}), [groupId]);
  return useSyncExternalStore(
    sub,
    () => (groupId ? (readChoice(groupId) ?? memory.get(groupId) ?? null) : null),
    () => null,
  );
}

// ---------------------------------------------------------------- the hook

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export interface TabsState {
  values: TabValue[];
  items: ReactElement<TabItemProps>[];
  selected: string | null;
  queryKey: string | null;
  select: (value: string) => void;
}

export function useTabs({ children, values: valuesProp, defaultValue, groupId, queryString }: TabsProps): TabsState {
  const items = tabItemsOf(children);
  const values = tabValuesOf(valuesProp, items);
  const queryKey = tabQueryKey(queryString, groupId);
  const [selected, setSelected] = useState(() => defaultTabValue(defaultValue, values, items));
  const groupChoice = useGroupChoice(groupId);
  // The query string wins over the choice stored when the page loaded; a later group choice
  // (a click in another block, another browser tab) wins over both.
  const fromQuery = useRef(false);
  const storedAtMount = useRef<string | null>(null);
  const isValue = (v: string | null): v is string => v !== null && values.some((t) => t.value === v);

  useIsomorphicLayoutEffect(() => {
    storedAtMount.current = groupId ? readChoice(groupId) : null;
    const query = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null;
    if (isValue(query)) {
      fromQuery.current = true;
      setSelected(query);
    }
    // Runs once: the URL and the storage as the page loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useIsomorphicLayoutEffect(() => {
    // null: nothing stored yet, or the server's snapshot while hydrating.
    if (groupChoice === null || (fromQuery.current && groupChoice === storedAtMount.current)) {
      return;
    }
    fromQuery.current = false;
    if (isValue(groupChoice)) {
      setSelected(groupChoice);
    }
    // `values` is derived from the children on every render; the choice is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupChoice]);

  const select = useCallback(
    (value: string) => {
      fromQuery.current = false;
      setSelected(value);
      if (groupId) {
        writeChoice(groupId, value);
      }
      if (queryKey) {
        const url = new URL(window.location.href);
        url.searchParams.set(queryKey, value);
        window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
      }
    },
    [groupId, queryKey],
  );

  return { values, items, selected, queryKey, select };
}
