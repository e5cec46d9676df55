module.exports = {
  title: 'Minimal',
  url: 'https://minimal.example',
  baseUrl: '/',
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
  themeConfig: {navbar: {title: 'Minimal', items: []}},
};
