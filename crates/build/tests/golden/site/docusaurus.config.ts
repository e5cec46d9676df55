// The golden fixture: a small site built by both ferrosaurus and Docusaurus 3.10.2
// (benches/docusaurus/golden.sh stores Docusaurus's output in ../expected).
// Literal values only, so ferrosaurus reads it statically.
import type {Config} from '@docusaurus/types';

const config: Config = {
  title: 'Golden',
  tagline: 'The golden comparison fixture',
  url: 'https://golden.example',
  baseUrl: '/',
  trailingSlash: false,
  favicon: 'img/logo.svg',
  onBrokenLinks: 'throw',
  headTags: [
    {tagName: 'link', attributes: {rel: 'preconnect', href: 'https://cdn.golden.example'}},
  ],
  presets: [
    [
      'classic',
      {
        docs: {sidebarPath: './sidebars.ts'},
        blog: {showReadingTime: true},
        theme: {customCss: './src/css/custom.css'},
      },
    ],
  ],
  themeConfig: {
    image: 'img/social.png',
    metadata: [{name: 'keywords', content: 'golden, fixture'}],
    navbar: {
      title: 'Golden',
      hideOnScroll: true,
      logo: {alt: 'Golden logo', src: 'img/logo.svg'},
      items: [
        {type: 'docSidebar', sidebarId: 'tutorial', label: 'Tutorial', position: 'left'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {to: '/about', label: 'About', position: 'left'},
      ],
    },
    footer: {
      style: 'dark',
      links: [{title: 'More', items: [{label: 'About', to: '/about'}]}],
      copyright: 'Copyright © 2025 Golden',
    },
  },
};

export default config;
