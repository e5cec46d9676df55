/**
 * The app inside the router: site data, colour mode, and the page host that swaps pages on
 * navigation (old page visible until the next has loaded, spinner and progress bar after
 * 200 ms, load errors with Retry, crash boundary).
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { Route, Routes } from 'react-router';
import ErrorPageContent from '@theme/ErrorPageContent';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';
import type { DataClient, LoadedPage } from '../data/dataClient';
import { ColorModeProvider } from '../hooks/useColorMode';
import { useDelayed } from '../hooks/useDelayed';
import { usePageNavigation } from '../hooks/usePageNavigation';
import { useClientModules } from '../hooks/useClientModules';
import { useScrollOnNavigation } from '../hooks/useScrollOnNavigation';
import type { Globals } from '../types';
import { BrowserContext, PageContext, SiteContext } from './contexts';
import { ErrorBoundary } from './ErrorBoundary';
import { PageView } from './PageView';
import { ProgressBar } from './ProgressBar';

export interface AppProps {
  globals: Globals;
  data: DataClient;
  /** The page rendered first (SSR and hydration). */
  initial: LoadedPage;
}

function PageHost({ initial }: { initial: LoadedPage }): ReactNode {
  const { shown, loading, error, retry } = usePageNavigation(initial);
  useScrollOnNavigation(shown.location);
  useClientModules(shown.location);
  const pastDelay = useDelayed(loading !== null);
  const page = useMemo(() => ({ page: shown.page, sidebar: shown.sidebar }), [shown.page, shown.sidebar]);
  const body = error ? (
    <Layout>
      <Loading error={error} retry={retry} />
    </Layout>
  ) : (
    <ErrorBoundary key={shown.page.route} fallback={(props) => <ErrorPageContent {...props} />}>
      <PageView />
    </ErrorBoundary>
  );
  return (
    <>
      <ProgressBar active={pastDelay} />
      <PageContext.Provider value={page}>
        <Routes location={shown.location}>
          <Route path="*" element={body} />
        </Routes>
      </PageContext.Provider>
      {loading !== null && <Loading pastDelay={pastDelay} />}
    </>
  );
}

const helmetContext = {};

export function App({ globals, data, initial }: AppProps): ReactNode {
  const site = useMemo(() => ({ globals, data }), [globals, data]);
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  return (
    <SiteContext.Provider value={site}>
      <BrowserContext.Provider value={isBrowser}>
        <HelmetProvider context={helmetContext}>
          <ColorModeProvider>
            <PageHost initial={initial} />
          </ColorModeProvider>
        </HelmetProvider>
      </BrowserContext.Provider>
    </SiteContext.Provider>
  );
}
