// The golden fixture under a base URL with trailingSlash true, two locales (hreflang
// alternates, og:locale), docs versions 1.0 (the last one) and current (`next`: banner, badge,
// docusaurus_version) and the PWA plugin's head tags. No blog: the base variant covers it.
import type {Config} from '@docusaurus/types';

const config: Config = {
  title: 'Golden',
  tagline: 'The golden comparison fixture',
  url: 'https://golden.example',
  baseUrl: '/golden/',
  trailingSlash: true,
  favicon: 'img/logo.svg',
  onBrokenLinks: 'throw',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'fr'],
    localeConfigs: {fr: {label: 'Français', htmlLang: 'fr-FR'}},
  },
  presets: [
    [
      'classic',
      {
        docs: {sidebarPath: './sidebars.ts'},
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      },
    ],
  ],
  plugins: [
    [
      '@docusaurus/plugin-pwa',
      {
        offlineModeActivationStrategies: ['appInstalled', 'queryString'],
        pwaHead: [
          {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
          {tagName: 'meta', name: 'theme-color', content: '#25c2a0'},
          {tagName: 'link', rel: 'apple-touch-icon', href: '/img/logo.svg'},
        ],
      },
    ],
  ],
  themeConfig: {
    navbar: {
      title: 'Golden',
      logo: {alt: 'Golden logo', src: 'img/logo.svg'},
      items: [
        {type: 'docSidebar', sidebarId: 'tutorial', label: 'Tutorial', position: 'left'},
        {to: '/about', label: 'About', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
      ],
    },
  },
};

export default config;
