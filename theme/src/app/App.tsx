/**
 * The app: site data, colour mode, and the page host that shows the page the router's loader
 * gave (old page visible until the next has loaded, spinner and progress bar after 200 ms,
 * load errors with Retry, crash boundary), inside `@theme/Root`. The browser runs it under
 * react-router's data router (`createPageRouter`: loader, `errorElement`, `ScrollRestoration`);
 * the server renders the same tree under a static router with the page it was given. The page
 * host is the router's one element for every path, so Root is mounted once and keeps its state
 * across client-side navigations.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createBrowserRouter, Route, Routes, ScrollRestoration, useRouteError, type HydrationState } from 'react-router';
import ErrorPageContent from '@theme/ErrorPageContent';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';
import Root from '@theme/Root';
import { registerCodeTranslations } from '@docusaurus/Translate';
import type { DataClient, LoadedPage } from '../data/dataClient';
import { ColorModeProvider } from '../hooks/useColorMode';
import { useDelayed } from '../hooks/useDelayed';
import { PAGE_ROUTE_ID, pageLoader, usePageNavigation, type PageLoad, type PageNavigation } from '../hooks/usePageNavigation';
import { useClientModules } from '../hooks/useClientModules';
import type { Globals } from '../types';
import { BrowserContext, PageContext, SiteContext } from './contexts';
import { ErrorBoundary } from './ErrorBoundary';
import { PageView } from './PageView';
import { ProgressBar } from './ProgressBar';

export interface AppProps {
  globals: Globals;
  data: DataClient;
  /** The router (browser) or static router (server) with the page host inside. */
  children: ReactNode;
}

/**
 * The location the page's components see, as Docusaurus's router matches it: without `.html` or
 * `/index.html` (the 404 page, written as `404.html`, sees `/404`; its head, from the route,
 * keeps `/404.html`).
 */
function routeLocation<L extends { pathname: string }>(location: L): L {
  const pathname = location.pathname.trim().replace(/(?:\/index)?\.html$/, '') || '/';
  return pathname === location.pathname ? location : { ...location, pathname };
}

/** Shows `navigation.shown` (or its load error) with the loading indicators, inside `@theme/Root`. */
export function PageHost({ navigation }: { navigation: PageNavigation }): ReactNode {
  const { shown, loading, error, retry } = navigation;
  useClientModules(shown.location);
  const pastDelay = useDelayed(loading);
  const page = useMemo(() => ({ page: shown.page, sidebar: shown.sidebar }), [shown.page, shown.sidebar]);
  const location = useMemo(() => routeLocation(shown.location), [shown.location]);
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
    <Root>
      <ProgressBar active={pastDelay} />
      <PageContext.Provider value={page}>
        <Routes location={location}>
          <Route path="*" element={body} />
        </Routes>
      </PageContext.Provider>
      {loading && <Loading pastDelay={pastDelay} />}
    </Root>
  );
}

/** The page route's element in the browser: the loader's page, and scroll restoration. */
function RoutedPage(): ReactNode {
  const navigation = usePageNavigation();
  return (
    <>
      <PageHost navigation={navigation} />
      <ScrollRestoration />
    </>
  );
}

/** The page route's `errorElement`: a crash outside the page's own boundary. */
function RouteError(): ReactNode {
  const error = useRouteError();
  const asError = error instanceof Error ? error : new Error(String(error));
  return <ErrorPageContent error={asError} tryAgain={() => window.location.reload()} />;
}

/** The browser's data router: one route for every path, its data hydrated from `initial`. */
export function createPageRouter(data: DataClient, initial: LoadedPage): ReturnType<typeof createBrowserRouter> {
  const hydrationData: HydrationState = { loaderData: { [PAGE_ROUTE_ID]: { kind: 'loaded', loaded: initial } satisfies PageLoad } };
  return createBrowserRouter(
    [{ id: PAGE_ROUTE_ID, path: '*', loader: pageLoader(data), element: <RoutedPage />, errorElement: <RouteError /> }],
    { hydrationData },
  );
}

export function App({ globals, data, children }: AppProps): ReactNode {
  // `translate()` (which runs outside React too) needs this locale's messages before any page or Root renders
  registerCodeTranslations(globals.siteConfig.i18n?.codeTranslations);
  const site = useMemo(() => ({ globals, data }), [globals, data]);
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  return (
    <SiteContext.Provider value={site}>
      <BrowserContext.Provider value={isBrowser}>
        <ColorModeProvider>{children}</ColorModeProvider>
      </BrowserContext.Provider>
    </SiteContext.Provider>
  );
}
