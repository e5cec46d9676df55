/**
 * Server entry: renders one route to a complete HTML document. The SSR worker calls
 * `render(request)` once per route and writes the returned string as `<route>/index.html`.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../app/App';
import { Document, scriptJson } from '../app/Document';
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

export function render(request: RenderRequest): string {
  const { page, globals, sidebar, assets } = request;
  const data = new DataClient(globals);
  if (sidebar && assets.sidebarUrl) {
    data.seedSidebar(assets.sidebarUrl, sidebar);
  }
  const markup = renderToString(
    <Document siteConfig={globals.siteConfig} assets={assets} route={page.route} page={page} bootJson={scriptJson(bootData(request))}>
      <StaticRouter location={page.route}>
        <App globals={globals} data={data} initial={{ page, sidebar }} />
      </StaticRouter>
    </Document>,
  );
  return `<!DOCTYPE html>${markup}`;
}
