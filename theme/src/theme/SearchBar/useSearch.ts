/**
 * The search bar's logic, as `@cmfcmf/docusaurus-search-local` behaves: indexes fetched lazily
 * per tag (a failed fetch is an empty index, silently), the query built from lunr's tokenizer
 * (an exact and a trailing-wildcard clause per field with its boost), per-index cut to
 * `maxSearchResults`, merged, sorted, cut again; status idle / loading / stalled (after 300 ms),
 * the first hit pre-selected. Loaded with lunr in the search chunk, never in the first-load JS.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import lunr from 'lunr';
import type { SearchSettings } from './settings';

/** A document of `search-index-<tag>.json`. */
export interface SearchDocument {
  id: number;
  pageTitle: string;
  sectionTitle: string;
  sectionRoute: string;
  type: 'docs' | 'blog' | 'page';
}

/** One hit: the document, its score and the query terms (for highlighting). */
export interface SearchHit {
  document: SearchDocument;
  score: number;
  terms: string[];
}

/** Autocomplete's status values. */
export type SearchStatus = 'idle' | 'loading' | 'stalled';

/** Autocomplete's default stall threshold. */
export const STALL_THRESHOLD_MS = 300;

interface LoadedIndex {
  documents: SearchDocument[];
  index: lunr.Index;
}

function emptyIndex(): LoadedIndex {
  return {
    documents: [],
    index: lunr(function () {
      this.ref('id');
      this.field('title');
      this.field('content');
    }),
  };
}

type Register = (lunr: unknown) => void;

/** A CommonJS module's export, however the bundler hands it to `import()`. */
function registerOf(module: { default?: Register } | Register): Register {
  return typeof module === 'function' ? module : (module.default as Register);
}

function languageModule(language: string): Promise<{ default?: Register } | Register> {
  switch (language) {
    case 'da':
      return import('lunr-languages/lunr.da');
    case 'de':
      return import('lunr-languages/lunr.de');
    case 'es':
      return import('lunr-languages/lunr.es');
    case 'fi':
      return import('lunr-languages/lunr.fi');
    case 'fr':
      return import('lunr-languages/lunr.fr');
    case 'it':
      return import('lunr-languages/lunr.it');
    case 'nl':
      return import('lunr-languages/lunr.nl');
    case 'no':
      return import('lunr-languages/lunr.no');
    case 'ro':
      return import('lunr-languages/lunr.ro');
    case 'ru':
      return import('lunr-languages/lunr.ru');
    case 'sv':
      return import('lunr-languages/lunr.sv');
    case 'tr':
      return import('lunr-languages/lunr.tr');
    default:
      return Promise.reject(new Error(`no lunr-languages pipeline for ${language}`));
  }
}

let languageRegistered: Promise<void> | null = null;

/**
 * Registers lunr-languages' pipeline functions (`trimmer-de`, `stemmer-de`...) that a non-English
 * index names, once, before the first index is loaded (as the plugin's generated client code does).
 */
function registerLanguage(language: string): Promise<void> {
  if (language === 'en') {
    return Promise.resolve();
  }
  languageRegistered ??= Promise.all([import('lunr-languages/lunr.stemmer.support'), languageModule(language)]).then(([support, pipeline]) => {
    registerOf(support)(lunr);
    registerOf(pipeline)(lunr);
  });
  return languageRegistered;
}

async function fetchIndex(baseUrl: string, tag: string, language: string): Promise<LoadedIndex> {
  try {
    await registerLanguage(language);
    const response = await fetch(`${baseUrl}search-index-${tag}.json`);
    if (!response.ok) {
      return emptyIndex();
    }
    const json = (await response.json()) as { documents: SearchDocument[]; index: unknown };
    return { documents: json.documents, index: lunr.Index.load(json.index) };
  } catch {
    // An index may not exist when no page of its tag was indexed.
    return emptyIndex();
  }
}

/** The plugin's query over one index. */
function queryIndex(loaded: LoadedIndex, terms: lunr.Token[], settings: SearchSettings): SearchHit[] {
  const fields: Array<[string, number]> = [
    ['title', settings.titleBoost],
    ['content', settings.contentBoost],
    ['tags', settings.tagsBoost],
  ];
  if (settings.indexDocSidebarParentCategories) {
    fields.push(['sidebarParentCategories', settings.parentCategoriesBoost]);
  }
  const termStrings = terms.map(String);
  return loaded.index
    .query((query) => {
      for (const [field, boost] of fields) {
        query.term(terms, { fields: [field], boost });
        query.term(terms, { fields: [field], boost, wildcard: lunr.Query.wildcard.TRAILING });
      }
    })
    .slice(0, settings.maxSearchResults)
    .flatMap((result) => {
      const document = loaded.documents.find((d) => d.id.toString() === result.ref);
      return document ? [{ document, score: result.score, terms: termStrings }] : [];
    });
}

export interface UseSearch {
  query: string;
  setQuery: (value: string) => void;
  status: SearchStatus;
  hits: SearchHit[];
  /** Index of the highlighted hit (the first one after every search). */
  activeIndex: number | null;
  setActiveIndex: (index: number | null) => void;
  /** Moves the highlight by `delta`, wrapping around. */
  move: (delta: number) => void;
}

export function useSearch(baseUrl: string, tags: string[], settings: SearchSettings): UseSearch {
  const [query, setQueryState] = useState('');
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const indexes = useRef(new Map<string, Promise<LoadedIndex>>());
  const latest = useRef(0);
  const stallTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clearStall = () => {
    if (stallTimer.current !== null) {
      clearTimeout(stallTimer.current);
      stallTimer.current = null;
    }
  };
  useEffect(() => clearStall, []);

  const getIndex = useCallback(
    (tag: string) => {
      let pending = indexes.current.get(tag);
      if (!pending) {
        pending = fetchIndex(baseUrl, tag, settings.language);
        indexes.current.set(tag, pending);
      }
      return pending;
    },
    [baseUrl, settings.language],
  );

  const setQuery = useCallback(
    (value: string) => {
      setQueryState(value);
      const id = ++latest.current;
      clearStall();
      if (value === '') {
        setStatus('idle');
        setHits([]);
        setActiveIndex(null);
        return;
      }
      setStatus('loading');
      stallTimer.current = setTimeout(() => {
        if (latest.current === id) {
          setStatus('stalled');
        }
      }, STALL_THRESHOLD_MS);
      void Promise.all(tags.map(getIndex)).then((loaded) => {
        if (latest.current !== id) {
          return;
        }
        const terms = lunr.tokenizer(value);
        const merged = loaded
          .flatMap((index) => queryIndex(index, terms, settings))
          .sort((a, b) => b.score - a.score)
          .slice(0, settings.maxSearchResults);
        clearStall();
        setHits(merged);
        setActiveIndex(merged.length > 0 ? 0 : null);
        setStatus('idle');
      });
    },
    [tags, getIndex, settings],
  );

  const move = useCallback(
    (delta: number) => {
      if (hits.length === 0) {
        return;
      }
      setActiveIndex((current) => {
        if (current === null) {
          return delta > 0 ? 0 : hits.length - 1;
        }
        return (current + delta + hits.length) % hits.length;
      });
    },
    [hits.length],
  );

  return { query, setQuery, status, hits, activeIndex, setActiveIndex, move };
}

/** The URL of a hit (path plus `#hash` when there is one). */
export function hitUrl(hit: SearchHit): string {
  const [path, ...hash] = hit.document.sectionRoute.split('#');
  return hash.length > 0 && hash[0] ? `${path}#${hash[0]}` : (path ?? '');
}
