/**
 * The whole HTML document, rendered by React on the server and hydrated as `document` in the
 * browser. Both sides render it from the same data (the boot JSON carries what the client
 * needs), so hydration matches.
 */
import type { ReactNode } from 'react';
import { addBaseUrl } from '../hooks/useBaseUrl';
import type { Globals, SiteConfig } from '../types';
import { htmlClassName, withDocsVersion, type PageSummary } from './pageMetadata';
import { announcementBarScript, baseUrlIssueBannerScript, colorModeScript } from './inlineScripts';
import { SVG_SPRITE_DEFS } from './svgSprites';

/** What the document shell needs besides the app: asset URLs and the serialized boot JSON. */
export interface DocumentAssets {
  scripts: string[];
  stylesheets: string[];
  globalsUrl: string;
  sidebarUrl: string | null;
}

export interface DocumentProps {
  siteConfig: SiteConfig;
  assets: DocumentAssets;
  /** The route the document was rendered for. */
  route: string;
  /** The page rendered first: its kind decides the ThemeClassNames on `<html>`. */
  page: PageSummary;
  /** The plugins' global data (the docs versions a tags page's classes name). */
  globalData: Globals['globalData'];
  /** The boot JSON text, already escaped for a `<script>` element. */
  bootJson: string;
  children: ReactNode;
}

export const BOOT_ELEMENT_ID = '__ferrosaurus_boot';
export const APP_ROOT_ID = '__docusaurus';

export { scriptJson } from './scriptJson';

export function Document({ siteConfig, assets, route, page, globalData, bootJson, children }: DocumentProps): ReactNode {
  const announcement = announcementBarScript(siteConfig);
  const showBaseUrlBanner = siteConfig.baseUrlIssueBanner && route === siteConfig.baseUrl;
  // the locale this build is for (issue 9): its htmlLang and direction
  const locale = siteConfig.i18n ? siteConfig.i18n.localeConfigs[siteConfig.i18n.currentLocale] : undefined;
  return (
    // data-has-hydrated: "false" as written; usePageHtmlAttributes sets it to "true" in the browser
    <html lang={locale?.htmlLang ?? 'en'} dir={locale?.direction ?? 'ltr'} className={htmlClassName(withDocsVersion(page, globalData))} data-has-hydrated="false" suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="generator" content="ferrosaurus" />
        {siteConfig.favicon && <link rel="icon" href={addBaseUrl(siteConfig.url, siteConfig.baseUrl, siteConfig.favicon, { forcePrependBaseUrl: true })} />}
        <link rel="preload" as="fetch" crossOrigin="anonymous" href={assets.globalsUrl} />
        {assets.sidebarUrl && <link rel="preload" as="fetch" crossOrigin="anonymous" href={assets.sidebarUrl} />}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {showBaseUrlBanner && <script dangerouslySetInnerHTML={{ __html: baseUrlIssueBannerScript(siteConfig) }} />}
      </head>
      <body>
        <svg style={{ display: 'none' }} dangerouslySetInnerHTML={{ __html: SVG_SPRITE_DEFS }} />
        <script dangerouslySetInnerHTML={{ __html: colorModeScript(siteConfig) }} />
        {announcement && <script dangerouslySetInnerHTML={{ __html: announcement }} />}
        <div id={APP_ROOT_ID}>{children}</div>
        <script id={BOOT_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: bootJson }} />
        {assets.scripts.map((src) => (
          <script key={src} src={src} defer />
        ))}
      </body>
    </html>
  );
}
