/**
 * The search panel: the detached (modal) search of `@cmfcmf/docusaurus-search-local`, with
 * autocomplete's markup and class names, as a small accessible combobox (input with
 * `role="combobox"`, results in a `listbox`). This module and lunr form the search chunk,
 * loaded on the first focus, hover or Ctrl/Cmd+K.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation, useNavigate } from 'react-router';
import { markTerms } from './highlight';
import { searchStyles, type SearchSettings } from './settings';
import { SearchIcon } from './SearchIcon';
import { hitUrl, useSearch, type SearchHit } from './useSearch';
import styles from './styles.module.css';

/** The router state a search navigation carries (the plugin's name for it). */
export interface SearchHighlightState {
  cmfcmfhighlight?: { terms: string[]; isDocsOrBlog: boolean };
}

export interface SearchModalProps {
  baseUrl: string;
  tags: string[];
  settings: SearchSettings;
  /** False in `start`: there is no index, the panel says so. */
  indexAvailable: boolean;
  onClose: () => void;
}

export const SEARCH_STRINGS = {
  placeholder: 'Search...',
  noResults: 'No results found.',
  noIndex: 'The search index is only available when you run docusaurus build!',
  clear: 'Clear',
  cancel: 'Cancel',
  submit: 'Submit',
  select: 'Select',
};

function HitItem({ hit, css }: { hit: SearchHit; css: Partial<typeof styles> }): ReactNode {
  const { sectionTitle, pageTitle } = hit.document;
  return (
    <>
      <div className="aa-ItemContent">
        <div className="aa-ItemContentBody">
          <div className={clsx('aa-ItemContentTitle', css.itemTitle)}>{sectionTitle}</div>
          {pageTitle !== sectionTitle && <div className={clsx('aa-ItemContentDescription', css.itemDescription)}>{pageTitle}</div>}
        </div>
      </div>
      <div className="aa-ItemActions">
        <span className={clsx('aa-ItemActionButton aa-DesktopOnly aa-ActiveOnly', css.itemAction)} title={SEARCH_STRINGS.select} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
            <path d="M18.984 6.984h2.016v6h-15.188l3.609 3.609-1.406 1.406-6-6 6-6 1.406 1.406-3.609 3.609h13.172v-4.031z" />
          </svg>
        </span>
      </div>
    </>
  );
}

export default function SearchModal({ baseUrl, tags, settings, indexAvailable, onClose }: SearchModalProps): ReactNode {
  const search = useSearch(baseUrl, tags, settings);
  const css = searchStyles(styles, settings.style);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-item-${i}`;

  useEffect(() => {
    inputRef.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const select = (hit: SearchHit) => {
    const isDocsOrBlog = hit.document.type === 'docs' || hit.document.type === 'blog';
    const state: SearchHighlightState = { cmfcmfhighlight: { terms: hit.terms, isDocsOrBlog } };
    search.setQuery('');
    onClose();
    void navigate(hitUrl(hit), { state });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      search.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = search.activeIndex === null ? undefined : search.hits[search.activeIndex];
      if (hit) {
        select(hit);
      }
    }
  };

  const panelOpen = search.query !== '';
  const showNoResults = panelOpen && search.status === 'idle' && search.hits.length === 0;
  const active = search.activeIndex === null ? undefined : optionId(search.activeIndex);
  return (
    <div
      className={clsx('aa-DetachedOverlay', css.overlay)}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) {
          onClose();
        }
      }}
    >
      <div
        ref={dialogRef}
        className={clsx('aa-DetachedContainer', css.container)}
        role="dialog"
        aria-modal="true"
        aria-label="Search"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          }
        }}
        onBlur={(event) => {
          const next = event.relatedTarget as Node | null;
          if (next && !dialogRef.current?.contains(next)) {
            onClose();
          }
        }}
      >
        <div className={clsx('aa-DetachedFormContainer', css.formContainer)}>
          <form
            className={clsx('aa-Form', css.form)}
            role="search"
            noValidate
            onSubmit={(event) => event.preventDefault()}
            onReset={() => {
              search.setQuery('');
              inputRef.current?.focus();
            }}
          >
            <div className="aa-InputWrapperPrefix">
              <label className={clsx('aa-Label', css.label)} htmlFor={`${id}-input`}>
                <button className={clsx('aa-SubmitButton', css.iconButton)} type="submit" title={SEARCH_STRINGS.submit}>
                  <SearchIcon />
                </button>
              </label>
              <div className={clsx('aa-LoadingIndicator', css.loading)} hidden={search.status !== 'stalled'}>
                <span className={css.spinner} aria-hidden="true" />
              </div>
            </div>
            <div className={clsx('aa-InputWrapper', css.inputWrapper)}>
              <input
                ref={inputRef}
                id={`${id}-input`}
                className={clsx('aa-Input', css.input)}
                type="search"
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={panelOpen}
                aria-controls={listId}
                aria-activedescendant={active}
                aria-label="Search"
                autoComplete="off"
                autoCorrect="off"
                autoCapitalize="off"
                enterKeyHint="search"
                spellCheck={false}
                maxLength={512}
                placeholder={SEARCH_STRINGS.placeholder}
                value={search.query}
                onChange={(event) => search.setQuery(event.target.value)}
                onKeyDown={onKeyDown}
              />
            </div>
            <div className="aa-InputWrapperSuffix">
              <button className={clsx('aa-ClearButton', css.iconButton)} type="reset" title={SEARCH_STRINGS.clear} hidden={!search.query}>
                <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  <path d="M18 6L6 18M6 6l12 12" />
                </svg>
              </button>
            </div>
          </form>
          <button className={clsx('aa-DetachedCancelButton', css.cancel)} type="button" onClick={onClose}>
            {SEARCH_STRINGS.cancel}
          </button>
        </div>
        {panelOpen && (
          <div className={clsx('aa-Panel', css.panel, search.status === 'stalled' && 'aa-Panel--stalled')}>
            <div className="aa-PanelLayout">
              <section className="aa-Source">
                <ul className={clsx('aa-List', css.list)} role="listbox" id={listId} aria-label="Search results">
                  {search.hits.map((hit, i) => (
                    <li
                      key={hit.document.id}
                      id={optionId(i)}
                      role="option"
                      aria-selected={search.activeIndex === i}
                      className={clsx('aa-Item', css.item)}
                      onMouseMove={() => search.setActiveIndex(i)}
                    >
                      <a
                        href={hitUrl(hit)}
                        className={clsx('aa-ItemLink', css.itemLink)}
                        tabIndex={-1}
                        onClick={(event) => {
                          event.preventDefault();
                          select(hit);
                        }}
                      >
                        <HitItem hit={hit} css={css} />
                      </a>
                    </li>
                  ))}
                </ul>
                {showNoResults && (
                  <div className={clsx('aa-SourceNoResults', css.noResults)} role="status">
                    <div className="aa-ItemContent">
                      <div className="aa-ItemContentBody">{indexAvailable ? SEARCH_STRINGS.noResults : SEARCH_STRINGS.noIndex}</div>
                    </div>
                  </div>
                )}
              </section>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * After a search navigation: marks the terms in the article (docs, blog) or main (pages), then
 * drops the state from the history entry, as the plugin's `HighlightSearchResults`.
 */
export function SearchHighlighter(): ReactNode {
  const location = useLocation();
  const navigate = useNavigate();
  const highlight = (location.state as SearchHighlightState | null)?.cmfcmfhighlight;
  const terms = highlight?.terms.join('\u0000') ?? '';
  const isDocsOrBlog = highlight?.isDocsOrBlog ?? false;
  const unmarkPrevious = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!terms) {
      return;
    }
    unmarkPrevious.current();
    const root = document.getElementsByTagName(isDocsOrBlog ? 'article' : 'main')[0];
    unmarkPrevious.current = root ? markTerms(root, terms.split('\u0000')) : () => undefined;
    const { cmfcmfhighlight: _dropped, ...rest } = (location.state ?? {}) as SearchHighlightState & Record<string, unknown>;
    // The marks stay until the next search navigation (or the page changes).
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: rest });
    // Runs once per search navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [terms, isDocsOrBlog]);

  return null;
}
