/** `mermaid` comes from the site's node_modules (a dependency of @docusaurus/theme-mermaid). */
declare module 'mermaid' {
  const mermaid: unknown;
  export default mermaid;
}
