/** `@docusaurus/constants`. */
export const DEFAULT_PLUGIN_ID = 'default';
