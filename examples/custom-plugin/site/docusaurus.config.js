// A small site built by examples/custom-plugin with a Rust plugin of the program's own.
module.exports = {
  title: 'Custom plugin example',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
  themeConfig: {navbar: {title: 'Example', items: [{to: '/changelog', label: 'Changelog', position: 'left'}]}},
};
