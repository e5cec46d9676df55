/**
 * `@theme/MDXContent`: a page's content, in one of two forms.
 * - `html`: the Rust-rendered HTML (the fast path), mounted as is and enhanced by delegated
 *   listeners (copy buttons, tabs, details, in-app links).
 * - `component`: the key of compiled MDX in `@generated/pages` (`PageData.contentComponent`),
 *   rendered by React with `components={MDXComponents}`; its components handle their own
 *   behaviour, and copy buttons of code fences the build rendered to static HTML get a
 *   delegated handler.
 * As in Docusaurus, `children` (e.g. `<MDXContent><Content /></MDXContent>` in swizzled code)
 * are rendered inside the MDX components provider, without a wrapper.
 */
import { useMemo, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import pages from '@generated/pages';
import MDXComponents from '@theme/MDXComponents';
import { useMermaidContainers } from '@generated/mermaid';
import { useContentEnhancer } from '../../hooks/useContentEnhancer';
import { useStaticCopyButtons } from '../CodeBlock/CopyButton/useCopyButton';
import { useThemeConfig } from '../../hooks/useSite';
import { anchorClass } from '../Heading/useHeadingAnchor';
import { MDXProvider } from './provider';
import type { MDXContentProps } from '../../theme-classic';

/** The Markdown renderer writes sticky-navbar anchors; with `navbar.hideOnScroll` they take
 * Docusaurus's hide-on-scroll class (idempotent: the client re-reads the server's HTML). */
function useAnchorClasses(html: string): string {
  const hideOnScroll = useThemeConfig().navbar?.hideOnScroll === true;
  return useMemo(
    () => (hideOnScroll ? html.replaceAll('class="anchor anchorWithStickyNavbar', `class="anchor ${anchorClass(true)}`) : html),
    [html, hideOnScroll],
  );
}

function HtmlContent({ html: written, className }: { html: string; className?: string }): ReactNode {
  const html = useAnchorClasses(written);
  const root = useRef<HTMLDivElement | null>(null);
  useContentEnhancer(root, html);
  useMermaidContainers(root, html);
  return (
    <div
      ref={root}
      className={clsx('theme-doc-markdown markdown', className)}
      data-ferrosaurus-content=""
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function CompiledContent({ name, className }: { name: string; className?: string }): ReactNode {
  const root = useRef<HTMLDivElement | null>(null);
  useStaticCopyButtons(root);
  const Content = pages[name];
  if (!Content) {
    throw new Error(`No compiled MDX content is registered as "${name}" in @generated/pages.`);
  }
  return (
    <div ref={root} className={clsx('theme-doc-markdown markdown', className)}>
      <MDXProvider components={MDXComponents}>
        <Content components={MDXComponents} />
      </MDXProvider>
    </div>
  );
}

export default function MDXContent({ html, component, className, children }: MDXContentProps): ReactNode {
  if (children !== undefined) {
    return <MDXProvider components={MDXComponents}>{children}</MDXProvider>;
  }
  if (component) {
    return <CompiledContent name={component} className={className} />;
  }
  return <HtmlContent html={html ?? ''} className={className} />;
}
