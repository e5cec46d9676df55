/**
 * Server entry: renders one route to a complete HTML document. The SSR worker calls
 * `render(request)` once per route; the build writes the HTML as `<route>/index.html` and
 * checks the links the page reported.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { HeadElementsContext } from '@docusaurus/Head';
import { BrokenLinksCollector, BrokenLinksProvider } from '@docusaurus/useBrokenLinks';
import { App, PageHost } from '../app/App';
import { Document, scriptJson } from '../app/Document';
import { arrangeHead } from '../app/headOrder';
import { DataClient } from '../data/dataClient';
import type { BootData, RenderRequest } from '../types';

export type { RenderRequest } from '../types';

/** The inline boot data: the page without its content HTML (the client reads it from the DOM). */
export function bootData({ page, assets }: RenderRequest): BootData {
  const { html: _content, ...pageWithoutHtml } = page;
  return {
    page: pageWithoutHtml,
    globalsUrl: assets.globalsUrl,
    sidebarUrl: assets.sidebarUrl,
    pageDataUrl: assets.pageDataUrl,
    scripts: assets.scripts,
    stylesheets: assets.stylesheets,
  };
}

/** One page's render: its document, and the internal links `Link` rendered on it (what the
 * broken-link check covers, with the links its Markdown wrote). */
export interface RenderedPage {
  html: string;
  links: string[];
}

/** Renders one page: the page host the browser hydrates, under a static router at the route. */
export function render(request: RenderRequest): RenderedPage {
  const { page, globals, sidebar, assets } = request;
  const data = new DataClient(globals);
  if (sidebar && assets.sidebarUrl) {
    data.seedSidebar(assets.sidebarUrl, sidebar);
  }
  const location = { pathname: page.route, search: '', hash: '', state: null, key: 'default' };
  const navigation = { shown: { page, sidebar, location }, loading: false, error: null, retry: () => {} };
  // what `@docusaurus/Head` puts into <head> besides what React hoists (scripts, styles)
  const headElements: string[] = [];
  const collector = new BrokenLinksCollector();
  const markup = renderToString(
    <BrokenLinksProvider collector={collector}>
      <HeadElementsContext.Provider value={headElements}>
        <Document siteConfig={globals.siteConfig} assets={assets} route={page.route} page={page} globalData={globals.globalData} bootJson={scriptJson(bootData(request))}>
          <App globals={globals} data={data}>
            <StaticRouter location={page.route}>
              <PageHost navigation={navigation} />
            </StaticRouter>
          </App>
        </Document>
      </HeadElementsContext.Provider>
    </BrokenLinksProvider>,
  );
  return { html: `<!DOCTYPE html>${arrangeHead(markup, headElements)}`, links: [...collector.links] };
}
