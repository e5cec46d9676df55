/**
 * `@theme/MDXContent`: a page's content, in one of two forms.
 * - `html`: the Rust-rendered HTML (the fast path), mounted as is and enhanced by delegated
 *   listeners (copy buttons, tabs, details, in-app links).
 * - `component`: the key of compiled MDX in `@generated/pages` (`PageData.contentComponent`),
 *   rendered by React with `components={MDXComponents}`; its components handle their own
 *   behaviour, and the copy buttons and npm2yarn tabs the build rendered to static HTML get
 *   delegated handlers.
 * As in Docusaurus, `children` (e.g. `<MDXContent><Content /></MDXContent>` in swizzled code)
 * are rendered inside the MDX components provider, without a wrapper.
 *
 * The element holding the content is the one Docusaurus's page components wrap `MDXContent` in
 * (the doc's `div.markdown`, the blog's, a page's `article`): the Rust HTML needs a mount
 * point. A doc's synthetic title (`SyntheticTitleContext`, from `@theme/DocItem/Content`) is its
 * first child, as in Docusaurus.
 */
import { useContext, useMemo, useRef, type ReactNode } from 'react';
import pages from '@generated/pages';
import MDXComponents from '@theme/MDXComponents';
import { useMermaidContainers } from '@generated/mermaid';
import { useContentEnhancer } from '../../hooks/useContentEnhancer';
import { useStaticCopyButtons } from '../CodeBlock/CopyButton/useCopyButton';
import { useThemeConfig } from '../../hooks/useSite';
import { anchorClass } from '../Heading/useHeadingAnchor';
import { MDXProvider } from './provider';
import { SyntheticTitleContext } from '../../app/contexts';
import { titleHtml } from '../../app/contentHtml';
import type { MDXContentProps } from '../../theme-classic';

/** The Markdown renderer writes `anchorWithStickyNavbar` anchors; they take Docusaurus 3.10's
 * class for the navbar kind, as `@theme/Heading` writes it (idempotent: the client re-reads the
 * server's HTML). */
function useAnchorClasses(html: string): string {
  const hideOnScroll = useThemeConfig().navbar?.hideOnScroll === true;
  return useMemo(() => html.replaceAll('class="anchor anchorWithStickyNavbar', `class="anchor ${anchorClass(hideOnScroll)}`), [html, hideOnScroll]);
}

interface ContentElementProps {
  className?: string;
  element?: 'div' | 'article';
  id?: string;
  title: string | null;
}

const DEFAULT_CLASS = 'theme-doc-markdown markdown';

function HtmlContent({ html: written, className = DEFAULT_CLASS, element: Element = 'div', id, title }: { html: string } & ContentElementProps): ReactNode {
  const html = titleHtml(title) + useAnchorClasses(written);
  const root = useRef<HTMLDivElement | null>(null);
  useContentEnhancer(root, html);
  useMermaidContainers(root, html);
  return (
    <Element
      ref={root}
      id={id}
      className={className || undefined}
      data-ferrosaurus-content=""
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function CompiledContent({ name, className = DEFAULT_CLASS, element: Element = 'div', id, title }: { name: string } & ContentElementProps): ReactNode {
  const root = useRef<HTMLDivElement | null>(null);
  useStaticCopyButtons(root);
  useContentEnhancer(root, name, true);
  const Content = pages[name];
  if (!Content) {
    throw new Error(`No compiled MDX content is registered as "${name}" in @generated/pages.`);
  }
  return (
    <Element ref={root} id={id} className={className || undefined}>
      {title !== null && (
        <header>
          <h1>{title}</h1>
        </header>
      )}
      <MDXProvider components={MDXComponents}>
        <Content components={MDXComponents} />
      </MDXProvider>
    </Element>
  );
}

export default function MDXContent({ html, component, className, element, id, children }: MDXContentProps): ReactNode {
  const title = useContext(SyntheticTitleContext);
  if (children !== undefined) {
    return <MDXProvider components={MDXComponents}>{children}</MDXProvider>;
  }
  const holder = { className, element, id, title };
  // the title is this content's, not that of content rendered inside it
  return (
    <SyntheticTitleContext.Provider value={null}>
      {component ? <CompiledContent name={component} {...holder} /> : <HtmlContent html={html ?? ''} {...holder} />}
    </SyntheticTitleContext.Provider>
  );
}
