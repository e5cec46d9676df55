/**
 * `@theme/MDXContent`: a page's content, in one of two forms.
 * - `html`: the Rust-rendered HTML (the fast path), mounted as is and enhanced by delegated
 *   listeners (copy buttons, tabs, details, in-app links).
 * - `component`: the key of compiled MDX in `@generated/pages` (`PageData.contentComponent`),
 *   rendered by React with `components={MDXComponents}`; its components handle their own
 *   behaviour.
 * As in Docusaurus, `children` (e.g. `<MDXContent><Content /></MDXContent>` in swizzled code)
 * are rendered inside the MDX components provider, without a wrapper.
 */
import { useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import pages from '@generated/pages';
import MDXComponents from '@theme/MDXComponents';
import { useContentEnhancer } from '../../hooks/useContentEnhancer';
import { MDXProvider } from './provider';
import type { MDXContentProps } from '../../theme-classic';

function HtmlContent({ html, className }: { html: string; className?: string }): ReactNode {
  const root = useRef<HTMLDivElement | null>(null);
  useContentEnhancer(root, html);
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
  const Content = pages[name];
  if (!Content) {
    throw new Error(`No compiled MDX content is registered as "${name}" in @generated/pages.`);
  }
  return (
    <div className={clsx('theme-doc-markdown markdown', className)}>
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
