/** `@theme/Error`: what `@docusaurus/ErrorBoundary` shows by default (the crashed-page content). */
export { default } from '@theme/ErrorPageContent';
