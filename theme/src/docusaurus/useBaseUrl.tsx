/** `@docusaurus/useBaseUrl`. */
export { useBaseUrl as default, useBaseUrlUtils, type BaseUrlOptions } from '../hooks/useBaseUrl';
