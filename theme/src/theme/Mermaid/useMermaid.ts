/**
 * Renders mermaid diagrams in the browser, as @docusaurus/theme-mermaid does: the `mermaid`
 * package is imported lazily (only on pages with a diagram), initialised with the theme of the
 * current colour mode (`themeConfig.mermaid.theme.{light,dark}`, default `default`/`dark`)
 * and `themeConfig.mermaid.options`, and re-rendered when the colour mode changes.
 */
import { useEffect, useState, type RefObject } from 'react';
import { useColorMode } from '../../hooks/useColorMode';
import { useThemeConfig } from '../../hooks/useSite';

/** `themeConfig.mermaid`. */
export interface MermaidThemeConfig {
  theme?: { light?: string; dark?: string };
  options?: Record<string, unknown>;
}

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string; bindFunctions?: (element: Element) => void }>;
}

/** The CSS class of a diagram container (Docusaurus's `MermaidContainerClassName`). */
export const MERMAID_CONTAINER_CLASS = 'docusaurus-mermaid-container';

let mermaidModule: Promise<MermaidApi> | null = null;
let nextId = 0;

function loadMermaid(): Promise<MermaidApi> {
  mermaidModule ??= import('mermaid').then((m) => (m as unknown as { default: MermaidApi }).default);
  return mermaidModule;
}

function useMermaidConfig(): { theme: string; options: Record<string, unknown> } {
  const { colorMode } = useColorMode();
  const config = (useThemeConfig() as unknown as { mermaid?: MermaidThemeConfig }).mermaid ?? {};
  const theme = colorMode === 'dark' ? (config.theme?.dark ?? 'dark') : (config.theme?.light ?? 'default');
  return { theme, options: config.options ?? {} };
}

/** The SVG of one diagram (null until rendered), and the error if mermaid rejects the text. */
async function renderDiagram(text: string, theme: string, options: Record<string, unknown>) {
  const mermaid = await loadMermaid();
  mermaid.initialize({ startOnLoad: false, ...options, theme });
  nextId += 1;
  return mermaid.render(`mermaid-svg-${nextId}`, text);
}

/** One diagram for the `Mermaid` component: its SVG once rendered. */
export function useMermaidSvg(text: string): { svg: string | null; error: Error | null; bind?: (element: Element) => void } {
  const { theme, options } = useMermaidConfig();
  const [state, setState] = useState<{ svg: string | null; error: Error | null; bind?: (element: Element) => void }>({ svg: null, error: null });
  const optionsKey = JSON.stringify(options);
  useEffect(() => {
    let live = true;
    renderDiagram(text, theme, options).then(
      (result) => live && setState({ svg: result.svg, error: null, bind: result.bindFunctions }),
      (error: unknown) => live && setState({ svg: null, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, theme, optionsKey]);
  return state;
}

/**
 * The Markdown fast path writes `<div class="docusaurus-mermaid-container" data-mermaid>` with
 * the source in a `pre`: renders every such container under `root` (again when the colour
 * mode or the HTML changes; the source is kept in `data-mermaid-source`).
 */
export function useMermaidContainers(root: RefObject<HTMLElement | null>, html: string): void {
  const { theme, options } = useMermaidConfig();
  const optionsKey = JSON.stringify(options);
  useEffect(() => {
    const containers = root.current ? Array.from(root.current.querySelectorAll<HTMLElement>('[data-mermaid]')) : [];
    let live = true;
    for (const container of containers) {
      const text = container.dataset.mermaidSource ?? container.querySelector('pre')?.textContent ?? '';
      container.dataset.mermaidSource = text;
      renderDiagram(text, theme, options).then(
        (result) => {
          if (live) {
            container.innerHTML = result.svg;
            result.bindFunctions?.(container);
          }
        },
        (error: unknown) => {
          if (live) {
            container.textContent = `Mermaid error: ${error instanceof Error ? error.message : String(error)}`;
          }
        },
      );
    }
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root, html, theme, optionsKey]);
}
