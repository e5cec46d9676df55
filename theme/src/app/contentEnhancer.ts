/**
 * Interactive behaviour of the Rust-rendered content HTML (see the markup contract): code copy
 * buttons, tabs (groupId sync, localStorage, query string), animated details, and router
 * navigation for internal links. Everything is delegated from the content root, so it keeps
 * working when the HTML is replaced on navigation.
 */

const COPIED_MS = 1000;
const COPY_LABEL = 'Copy code to clipboard';
const COPIED_LABEL = 'Copied';
const TAB_STORAGE_PREFIX = 'docusaurus.tab.';

/** Navigates inside the app (the router's `navigate`). */
export type Navigate = (to: string) => void;

// ---------------------------------------------------------------- copy buttons

function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    return navigator.clipboard.writeText(text).catch(() => copyWithSelection(text));
  }
  copyWithSelection(text);
  return Promise.resolve();
}

function copyWithSelection(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** The code of a block, one line per `.token-line`, without line numbers. */
export function codeBlockText(block: Element): string {
  const code = block.querySelector('pre code');
  if (!code) {
    return '';
  }
  const lines = code.querySelectorAll('.codeLineContent');
  if (lines.length === 0) {
    return (code.textContent ?? '').replace(/\n$/, '');
  }
  return Array.from(lines, (line) => line.textContent ?? '').join('\n');
}

function onCopyClick(button: HTMLElement): void {
  const block = button.closest('.theme-code-block') ?? button.closest('.codeBlockContent');
  if (!block) {
    return;
  }
  void copyText(codeBlockText(block)).then(() => {
    button.classList.add('copied');
    button.setAttribute('aria-label', COPIED_LABEL);
    window.setTimeout(() => {
      button.classList.remove('copied');
      button.setAttribute('aria-label', COPY_LABEL);
    }, COPIED_MS);
  });
}

// ---------------------------------------------------------------- tabs

function tabsOf(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(':scope > ul[role="tablist"] > [role="tab"]'));
}

function panelsOf(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(':scope > div > [role="tabpanel"]'));
}

/** Shows the tab `value` of one tabs block; false when the block has no such tab. */
export function selectTab(container: Element, value: string): boolean {
  const tabs = tabsOf(container);
  if (!tabs.some((tab) => tab.dataset.value === value)) {
    return false;
  }
  for (const tab of tabs) {
    const selected = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.classList.toggle('tabs__item--active', selected);
  }
  for (const panel of panelsOf(container)) {
    panel.hidden = panel.dataset.value !== value;
  }
  return true;
}

function storageGet(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function storageSet(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the choice is not remembered.
  }
}

function queryKey(container: HTMLElement): string | null {
  const { queryString, groupId } = container.dataset;
  if (queryString === undefined) {
    return null;
  }
  return queryString === '' || queryString === 'true' ? (groupId ?? null) : queryString;
}

function writeQuery(key: string, value: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/** The user picked `value` in `container`: sync the group, remember it, update the query. */
function chooseTab(container: HTMLElement, value: string): void {
  if (!selectTab(container, value)) {
    return;
  }
  const { groupId } = container.dataset;
  if (groupId) {
    storageSet(TAB_STORAGE_PREFIX + groupId, value);
    for (const other of document.querySelectorAll<HTMLElement>('[data-tabs][data-group-id]')) {
      if (other !== container && other.dataset.groupId === groupId) {
        selectTab(other, value);
      }
    }
  }
  const key = queryKey(container);
  if (key) {
    writeQuery(key, value);
  }
}

/** Static tabs inside compiled MDX (npm2yarn fences rendered by the build): crates/mdx marks
 * them, because `@theme/Tabs` writes the same markup and is switched by React. */
const STATIC_TABS = '[data-static-tabs]';

/** Applies the query string, then the stored group choice, to every tabs block under `root`
 * (only the static ones with `staticOnly`). */
export function restoreTabs(root: ParentNode, staticOnly = false): void {
  const params = new URLSearchParams(window.location.search);
  for (const container of root.querySelectorAll<HTMLElement>(staticOnly ? STATIC_TABS : '[data-tabs]')) {
    const key = queryKey(container);
    const fromQuery = key ? params.get(key) : null;
    if (fromQuery !== null && selectTab(container, fromQuery)) {
      continue;
    }
    const { groupId } = container.dataset;
    const stored = groupId ? storageGet(TAB_STORAGE_PREFIX + groupId) : null;
    if (stored !== null) {
      selectTab(container, stored);
    }
  }
}

function onTabKey(tab: HTMLElement, event: KeyboardEvent): void {
  const container = tab.closest<HTMLElement>('[data-tabs]');
  if (!container) {
    return;
  }
  const tabs = tabsOf(container);
  const index = tabs.indexOf(tab);
  let next: HTMLElement | undefined;
  if (event.key === 'ArrowRight') {
    next = tabs[(index + 1) % tabs.length];
  } else if (event.key === 'ArrowLeft') {
    next = tabs[(index - 1 + tabs.length) % tabs.length];
  } else if (event.key === 'Enter' || event.key === ' ') {
    next = tab;
  }
  if (next) {
    event.preventDefault();
    next.focus();
    chooseTab(container, next.dataset.value ?? '');
  }
}

// ---------------------------------------------------------------- details

export function collapseDurationMs(height: number): number {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    return 1;
  }
  const c = height / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}

export function animateHeight(content: HTMLElement, from: number, to: number, done: () => void): void {
  const duration = collapseDurationMs(Math.max(from, to));
  content.style.overflow = 'hidden';
  content.style.transition = 'none';
  content.style.height = `${from}px`;
  // Commit the start height before the transition is set, so only `from -> to` animates.
  void content.offsetHeight;
  content.style.transition = `height ${duration}ms ease-in-out`;
  content.style.height = `${to}px`;
  const finish = () => {
    content.removeEventListener('transitionend', finish);
    window.clearTimeout(fallback);
    content.style.removeProperty('height');
    content.style.removeProperty('overflow');
    content.style.removeProperty('transition');
    done();
  };
  const fallback = window.setTimeout(finish, duration + 50);
  content.addEventListener('transitionend', finish);
}

function onSummaryClick(summary: HTMLElement, event: MouseEvent): void {
  const details = summary.parentElement;
  if (!(details instanceof HTMLDetailsElement) || (event.target as Element).closest('a')) {
    return;
  }
  event.preventDefault();
  const content = details.querySelector<HTMLElement>(':scope > .collapsibleContent');
  if (!content || details.dataset.animating === 'true') {
    return;
  }
  details.dataset.animating = 'true';
  if (details.open) {
    details.dataset.collapsed = 'true';
    animateHeight(content, content.scrollHeight, 0, () => {
      details.open = false;
      delete details.dataset.animating;
    });
  } else {
    details.open = true;
    details.dataset.collapsed = 'false';
    animateHeight(content, 0, content.scrollHeight, () => {
      delete details.dataset.animating;
    });
  }
}

// ---------------------------------------------------------------- internal links

/** The in-app target of a click on `anchor`, or null when the browser should handle it. */
export function internalTarget(anchor: HTMLAnchorElement, event: MouseEvent): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download') ||
    !anchor.hasAttribute('href')
  ) {
    return null;
  }
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) {
    return null;
  }
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (/\.[a-z0-9]+$/i.test(last) && !/\.html?$/i.test(last)) {
    return null;
  }
  return url.pathname + url.search + url.hash;
}

// ---------------------------------------------------------------- wiring

/** Attaches the delegated listeners to `root`; returns a function that detaches them. With
 * `staticOnly` (compiled MDX, whose components handle their own behaviour) only the static tabs
 * the build rendered are wired. */
export function enhanceContent(root: HTMLElement, navigate: Navigate, staticOnly = false): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    if (!target) {
      return;
    }
    if (staticOnly) {
      const tab = target.closest<HTMLElement>(`${STATIC_TABS} [role="tab"]`);
      const container = tab?.closest<HTMLElement>(STATIC_TABS);
      if (tab && container && root.contains(tab)) {
        chooseTab(container, tab.dataset.value ?? '');
      }
      return;
    }
    const copy = target.closest<HTMLElement>('[data-copy-code]');
    if (copy && root.contains(copy)) {
      onCopyClick(copy);
      return;
    }
    const tab = target.closest<HTMLElement>('[data-tabs] [role="tab"]');
    if (tab && root.contains(tab)) {
      const container = tab.closest<HTMLElement>('[data-tabs]');
      if (container) {
        chooseTab(container, tab.dataset.value ?? '');
      }
      return;
    }
    const summary = target.closest<HTMLElement>('details.details > summary');
    if (summary && root.contains(summary)) {
      onSummaryClick(summary, event);
      return;
    }
    const anchor = target.closest<HTMLAnchorElement>('a[href]');
    if (anchor && root.contains(anchor)) {
      const to = internalTarget(anchor, event);
      if (to !== null) {
        event.preventDefault();
        navigate(to);
      }
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>(`${staticOnly ? STATIC_TABS : '[data-tabs]'} [role="tab"]`);
    if (tab && root.contains(tab)) {
      onTabKey(tab, event);
    }
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
  };
}
