/**
 * Client entry: reads the boot JSON and the first page's content from the DOM, loads the
 * (preloaded) globals and sidebar and the page's component chunks, then hydrates the whole
 * document under react-router's data router.
 */
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { App, createPageRouter } from '../app/App';
import { loadPageComponents } from '../app/pageComponents';
import { contentHtmlOf } from '../app/contentHtml';
import { BOOT_ELEMENT_ID, Document } from '../app/Document';
import {
  DataClient,
  DeploymentChangedError,
  fetchJson,
  NotFoundError,
  reloadForNewDeployment,
} from '../data/dataClient';
import type { BootData, Globals, SidebarItem } from '../types';

let client: DataClient | null = null;

/** `window.docusaurus`: its presence tells the base-URL check that the bundle ran. */
window.docusaurus = {
  prefetch: (url: string) => {
    client?.prefetch(new URL(url, window.location.href).pathname);
    return client !== null;
  },
  preload: (url: string) => {
    client?.prefetch(new URL(url, window.location.href).pathname);
    return client !== null;
  },
};

function readBoot(): { boot: BootData; bootJson: string } {
  const element = document.getElementById(BOOT_ELEMENT_ID);
  const bootJson = element?.textContent;
  if (!bootJson) {
    throw new Error(`ferrosaurus: the page has no #${BOOT_ELEMENT_ID} data.`);
  }
  return { boot: JSON.parse(bootJson) as BootData, bootJson };
}

/** The first page's content HTML as the server rendered it (not shipped twice). */
function readContentHtml(): string | undefined {
  const element = document.querySelector('[data-ferrosaurus-content]');
  return element ? contentHtmlOf(element) : undefined;
}

/** Fetches a hashed data file; a 404 means a new deployment: reload once. */
async function loadShared<T>(url: string): Promise<T> {
  try {
    return await fetchJson<T>(url);
  } catch (error) {
    if (error instanceof NotFoundError && reloadForNewDeployment(url)) {
      return new Promise<T>(() => {});
    }
    throw error instanceof NotFoundError ? new DeploymentChangedError(url) : error;
  }
}

async function start(): Promise<void> {
  const { boot, bootJson } = readBoot();
  const html = readContentHtml();
  const page = html === undefined ? boot.page : { ...boot.page, html };
  const [globals, sidebar] = await Promise.all([
    loadShared<Globals>(boot.globalsUrl),
    boot.sidebarUrl ? loadShared<SidebarItem[]>(boot.sidebarUrl) : Promise.resolve(null),
    loadPageComponents(boot.page),
  ]);
  client = new DataClient(globals);
  if (boot.sidebarUrl && sidebar) {
    client.seedSidebar(boot.sidebarUrl, sidebar);
  }
  const router = createPageRouter(client, { page, sidebar });
  hydrateRoot(
    document,
    <Document siteConfig={globals.siteConfig} assets={boot} route={boot.page.route} page={boot.page} globalData={globals.globalData} bootJson={bootJson}>
      <App globals={globals} data={client}>
        <RouterProvider router={router} />
      </App>
    </Document>,
  );
}

start().catch((error: unknown) => {
  console.error('ferrosaurus: the app could not start.', error);
});
