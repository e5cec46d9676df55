/**
 * `@theme/SearchBar`: the navbar search of `@cmfcmf/docusaurus-search-local` (detached mode: a
 * button that opens a search dialog). Only this button is in the first-load JS; the dialog,
 * its logic and lunr are a separate module imported on the first focus, hover or Ctrl/Cmd+K.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from 'react-router';
import useDocusaurusContext from '../../docusaurus/useDocusaurusContext';
import { useIsBrowser, useSiteConfig } from '../../hooks/useSite';
import type { SearchModalProps } from './SearchModal';
import { SearchIcon } from './SearchIcon';
import { DEFAULT_SEARCH_SETTINGS, searchStyles, type SearchSettings } from './settings';
import { useContextualSearchTags } from './useContextualSearchTags';
import styles from './styles.module.css';

/** The plugin's name (global data key). */
const PLUGIN_NAME = '@cmfcmf/docusaurus-search-local';

export interface SearchBarProps {
  /**
   * Index tags to search. Default: `default` and, per docs plugin, the tag of the version the
   * page belongs to, else the reader's preferred version, else the latest one.
   */
  tags?: string[];
  /**
   * False in `start` (no index is built); the panel says so instead of "No results found.".
   * Default: the plugin's global data (`indexAvailable: false` when `ferrosaurus start` serves).
   */
  indexAvailable?: boolean;
}

interface SearchChunk {
  default: ComponentType<SearchModalProps>;
  SearchHighlighter: ComponentType;
}

/** The plugin's global data: its settings, and whether an index was built (not in `start`). */
function useSearchSettings(): SearchSettings & { indexAvailable: boolean } {
  const data = useDocusaurusContext().globalData[PLUGIN_NAME] as Record<string, unknown> | undefined;
  const settings = (data && 'default' in data ? data.default : data) as (Partial<SearchSettings> & { indexAvailable?: boolean }) | undefined;
  return { ...DEFAULT_SEARCH_SETTINGS, ...settings, indexAvailable: settings?.indexAvailable !== false };
}

export default function SearchBar({ tags: tagsProp, indexAvailable: indexAvailableProp }: SearchBarProps): ReactNode {
  const { baseUrl } = useSiteConfig();
  const settings = useSearchSettings();
  const contextualTags = useContextualSearchTags();
  const tags = tagsProp ?? contextualTags;
  const css = searchStyles(styles, settings.style);
  const indexAvailable = indexAvailableProp ?? settings.indexAvailable;
  const location = useLocation();
  const isBrowser = useIsBrowser();
  const [chunk, setChunk] = useState<SearchChunk | null>(null);
  const [open, setOpen] = useState(false);
  const loading = useRef<Promise<void> | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const load = useCallback(() => {
    loading.current ??= import('./SearchModal').then((module) => setChunk(module));
    return loading.current;
  }, []);

  const openSearch = useCallback(() => {
    void load();
    setOpen(true);
  }, [load]);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openSearch();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openSearch]);

  // Arriving from a search (e.g. after this component was mounted again): load the highlighter.
  const arrivedFromSearch = Boolean((location.state as { cmfcmfhighlight?: unknown } | null)?.cmfcmfhighlight);
  useEffect(() => {
    if (arrivedFromSearch) {
      void load();
    }
  }, [arrivedFromSearch, load]);

  const Modal = chunk?.default;
  const Highlighter = chunk?.SearchHighlighter;
  return (
    <>
      {Highlighter && <Highlighter />}
      <div className="dsla-search-wrapper" data-styled={settings.style === 'none' ? undefined : ''}>
        <div className="dsla-search-field" data-tags={tags.join(',')}>
          {/* the plugin's button is mounted in the browser, its field empty in the server's HTML */}
          {isBrowser && (
          <button
            ref={buttonRef}
            type="button"
            className={clsx('aa-DetachedSearchButton', css.searchButton)}
            title="Search"
            aria-label="Search"
            aria-haspopup="dialog"
            aria-keyshortcuts="Control+K Meta+K"
            onFocus={() => void load()}
            onMouseEnter={() => void load()}
            onClick={openSearch}
          >
            <span className={clsx('aa-DetachedSearchButtonIcon', css.searchButtonIcon)}>
              <SearchIcon className="aa-SubmitIcon" />
            </span>
            <span className={clsx('aa-DetachedSearchButtonPlaceholder', css.searchButtonPlaceholder)}>Search...</span>
          </button>
          )}
        </div>
      </div>
      {open && Modal && <Modal baseUrl={baseUrl} tags={tags} settings={settings} indexAvailable={indexAvailable} onClose={close} />}
    </>
  );
}
