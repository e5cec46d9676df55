/** `@generated/mermaid`: the theme's Mermaid support when the site enables it. */
declare module '@generated/mermaid' {
  import type { ComponentType, RefObject } from 'react';
  /**
   * `@theme/Mermaid` when `markdown.mermaid` is on (with `@docusaurus/theme-mermaid`), else
   * `null`, so sites without the `mermaid` package never import it.
   */
  const Mermaid: ComponentType<{ value: string }> | null;
  export default Mermaid;
  /** Draws the fast path's mermaid containers under `root` (a no-op when mermaid is off). */
  export function useMermaidContainers(root: RefObject<HTMLElement | null>, html: string): void;
}
