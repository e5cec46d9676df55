// Site configuration for the Coursewire docs and marketing site.
//
// ferrosaurus evaluates this file statically (it never runs it), so it sticks to
// literals: type-only imports, const bindings, object/array literals, spreads of
// local consts, template strings without expressions and `satisfies` casts.
// Docusaurus 3.10 reads the very same file (see benches/docusaurus/build-site.sh).
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';

// Product facts: pages and components read them from `siteConfig.customFields`.
const productFacts = {
  name: 'Coursewire',
  slug: 'coursewire',
  company: 'Coursewire Ltd.',
  companyLocation: 'Dublin, Ireland',
  version: '0.1.2',
  tagline: 'Connect your learning app with a new way of teaching.',
  footerTagline: 'Build LTI-ready apps quickly.',
  portalUrl: 'https://portal.coursewire.example',
  apiBaseUrl: 'https://api.coursewire.example',
  supportEmail: 'support@coursewire.example',
  salesEmail: 'sales@coursewire.example',
  privacyEmail: 'privacy@coursewire.example',
  securityEmail: 'security@coursewire.example',
  copyrightYear: '2025',
  githubUrl: 'https://github.com/coursewire',
  youtubeUrl: 'https://www.youtube.com/@coursewire',
  linkedinUrl: 'https://www.linkedin.com/company/coursewire',
};


const config: Config = {
  title: 'Coursewire',
  tagline: 'Connect your learning app with a new way of teaching.',
  favicon: 'img/favicon.ico',
  url: 'https://docs.coursewire.example',
  baseUrl: '/',
  trailingSlash: false,
  titleDelimiter: '|',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'throw',

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
    },
    faster: true,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
  },

  markdown: {
    format: 'detect',
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  customFields: {
    ...productFacts,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          docItemComponent: '@theme/ApiItem',
          breadcrumbs: true,
          versions: {
            current: {
              label: '0.1.2',
            },
          },
        },
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@cmfcmf/docusaurus-search-local',
      {
        indexDocs: true,
        indexBlog: false,
        indexPages: false,
        indexDocSidebarParentCategories: 2,
        includeParentCategoriesInPageTitle: false,
        language: 'en',
        maxSearchResults: 8,
        lunr: {
          titleBoost: 5,
          contentBoost: 1,
          tagsBoost: 3,
          parentCategoriesBoost: 2,
        },
      },
    ],
    [
      '@docusaurus/plugin-pwa',
      {
        debug: false,
        offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
        pwaHead: [
          {tagName: 'link', rel: 'icon', href: '/img/pwa/icon-192.png'},
          {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
          {tagName: 'meta', name: 'theme-color', content: '#1b5e8c'},
          {tagName: 'meta', name: 'apple-mobile-web-app-capable', content: 'yes'},
          {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: '#1b5e8c'},
          {tagName: 'link', rel: 'apple-touch-icon', href: '/img/pwa/apple-touch-icon.png'},
          {tagName: 'link', rel: 'mask-icon', href: '/img/logo.svg', color: '#1b5e8c'},
          {tagName: 'meta', name: 'msapplication-TileImage', content: '/img/pwa/icon-144.png'},
          {tagName: 'meta', name: 'msapplication-TileColor', content: '#1b5e8c'},
        ],
      },
    ],
    [
      '@docusaurus/plugin-ideal-image',
      {
        quality: 100,
        steps: 2,
        min: 640,
        max: 1280,
        disableInDev: false,
      },
    ],
    [
      'docusaurus-plugin-openapi-docs',
      {
        id: 'openapi',
        docsPluginId: 'classic',
        config: {
          coursewire: {
            specPath: 'openapi/coursewire.yaml',
            outputDir: 'docs/api',
            sidebarOptions: {
              groupPathsBy: 'tag',
              categoryLinkSource: 'tag',
            },
            hideSendButton: true,
          } satisfies OpenApiPlugin.Options,
        },
      },
    ],
  ],

  themes: ['docusaurus-theme-openapi-docs'],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      {name: 'keywords', content: 'LTI 1.3, LTI Advantage, LMS integration, edtech, Canvas, Moodle, Blackboard, Brightspace, Schoology'},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: 'coursewire-0-1-2-dynamic-registration',
      content: 'Coursewire 0.1.2 adds LTI Dynamic Registration. <a href="/guides/api/dynamic-registration">Read the guide</a> to connect a platform in one step.',
      backgroundColor: '#173f5f',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: {
      sidebar: {
        hideable: true,
        autoCollapseCategories: false,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: 'Coursewire',
      hideOnScroll: true,
      logo: {
        alt: 'Coursewire logo',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 32,
        height: 32,
      },
      items: [
        {
          type: 'docSidebar',
          sidebarId: 'guides',
          label: 'Guides',
          position: 'left',
        },
        {
          to: '/api/coursewire',
          label: 'API Reference',
          activeBasePath: '/api',
          position: 'left',
        },
        {
          to: '/pricing',
          label: 'Pricing',
          position: 'left',
        },
        {
          to: '/contact-us',
          label: 'Contact Us',
          position: 'left',
        },
        {
          type: 'docsVersionDropdown',
          position: 'right',
        },
        {
          type: 'localeDropdown',
          position: 'right',
        },
        {
          href: 'https://portal.coursewire.example',
          label: 'Customer Portal',
          position: 'right',
          target: '_blank',
          rel: 'noopener noreferrer',
          className: 'navbar__portal-link',
        },
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: 'Coursewire',
        src: 'img/logo-dark.svg',
        href: '/',
        width: 40,
        height: 40,
      },
      links: [
        {
          title: 'Coursewire',
          items: [
            {
              html: `<div class="footer-brand">
  <p class="footer-brand__tagline">Build LTI-ready apps quickly.</p>
  <div class="footer-brand__social">
    <a class="footer-brand__icon footer-brand__icon--github" href="https://github.com/coursewire" target="_blank" rel="noopener noreferrer" aria-label="Coursewire on GitHub" title="GitHub"></a>
    <a class="footer-brand__icon footer-brand__icon--youtube" href="https://www.youtube.com/@coursewire" target="_blank" rel="noopener noreferrer" aria-label="Coursewire on YouTube" title="YouTube"></a>
    <a class="footer-brand__icon footer-brand__icon--linkedin" href="https://www.linkedin.com/company/coursewire" target="_blank" rel="noopener noreferrer" aria-label="Coursewire on LinkedIn" title="LinkedIn"></a>
    <a class="footer-brand__icon footer-brand__icon--mail" href="/contact-us" aria-label="Contact Coursewire" title="Contact us"></a>
  </div>
</div>`,
            },
          ],
        },
        {
          title: 'Company',
          items: [
            {label: 'About Us', to: '/about-us'},
            {label: 'Terms & Conditions', to: '/terms'},
            {label: 'Privacy Policy', to: '/privacy-policy'},
            {label: 'Service Level Agreement', to: '/service-level-agreement'},
            {label: 'Compliance', to: '/compliance'},
            {label: 'Data Processing Addendum', to: '/data-processing-addendum'},
          ],
        },
        {
          title: 'Help & Support',
          items: [
            {label: 'Guides', to: '/guides/introduction'},
            {label: 'Contact Us', to: '/contact-us'},
            {label: 'Customer Portal', href: 'https://portal.coursewire.example'},
          ],
        },
      ],
      copyright: `<p class="footer-trademark">Coursewire is a trademark of Coursewire Ltd. and is not affiliated with or endorsed by 1EdTech. Questions about our use of standards? <a href="/contact-us">contact us</a>.</p>
<p class="footer-copyright">Copyright © 2025 Coursewire Ltd.</p>`,
    },
    prism: {
      additionalLanguages: ['php', 'ruby', 'csharp', 'java', 'bash'],
    },
    languageTabs: [
      {highlight: 'bash', language: 'curl', logoClass: 'curl'},
      {highlight: 'python', language: 'python', logoClass: 'python'},
      {highlight: 'javascript', language: 'nodejs', logoClass: 'nodejs'},
      {highlight: 'php', language: 'php', logoClass: 'php'},
      {highlight: 'ruby', language: 'ruby', logoClass: 'ruby'},
      {highlight: 'csharp', language: 'csharp', logoClass: 'csharp'},
      {highlight: 'java', language: 'java', logoClass: 'java', variant: 'unirest'},
    ],
  } satisfies Preset.ThemeConfig,
};

export default config;
