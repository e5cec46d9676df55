// The golden fixture with trailingSlash unset, a second blog instance (`news`) and a second
// docs instance (`community`): their pages carry their own plugin-id-* class.
import type {Config} from '@docusaurus/types';

const config: Config = {
  title: 'Golden',
  tagline: 'The golden comparison fixture',
  url: 'https://golden.example',
  baseUrl: '/',
  favicon: 'img/logo.svg',
  onBrokenLinks: 'throw',
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
  plugins: [
    ['@docusaurus/plugin-content-blog', {id: 'news', path: 'news', routeBasePath: 'news', blogTitle: 'News'}],
    ['@docusaurus/plugin-content-docs', {id: 'community', path: 'community', routeBasePath: 'community'}],
  ],
  themeConfig: {
    navbar: {
      title: 'Golden',
      logo: {alt: 'Golden logo', src: 'img/logo.svg'},
      items: [
        {type: 'docSidebar', sidebarId: 'tutorial', label: 'Tutorial', position: 'left'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {to: '/news', label: 'News', position: 'left'},
        {to: '/community/welcome', label: 'Community', position: 'left'},
      ],
    },
  },
};

export default config;
