/** `@docusaurus/useIsBrowser`: false during SSR and hydration, true after mount. */
export { useIsBrowser as default } from '../hooks/useSite';
