// Ideal images imported from JavaScript (issue 11): an MDX doc imports a photo
// (`import rocket from './rocket.jpg'`) and shows the same file as a Markdown image, a React
// page imports a screenshot, and a component only that page imports `require`s an icon. The
// tests copy the images in from crates/images/tests/fixtures (docs/rocket.jpg,
// src/img/launch-flow.png, src/components/icon.png).
module.exports = {
  title: 'Imported images',
  url: 'https://imported-images.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
  plugins: [['@docusaurus/plugin-ideal-image', {quality: 70, min: 80, max: 160, steps: 2}]],
  themeConfig: {navbar: {title: 'Imported images', items: [{to: '/gallery', label: 'Gallery'}]}},
};
