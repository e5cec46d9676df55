/**
 * `@theme/MDXComponents/Code`: `code` of compiled MDX. Code with a line break (fences end with
 * one) or made of elements is a code block; a single line of text is inline code.
 */
import { Children, type ComponentProps, type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import CodeInline from '@theme/CodeInline';
import type { CodeBlockProps } from '../../../theme-classic';

function isInline(children: ReactNode): boolean {
  return Children.toArray(children).every((c) => (typeof c === 'string' || typeof c === 'number') && !String(c).includes('\n'));
}

export default function MDXCode(props: ComponentProps<'code'> & Omit<CodeBlockProps, 'children'>): ReactNode {
  if (isInline(props.children)) {
    const { metastring: _meta, title: _title, showLineNumbers: _numbers, highlightedLines: _html, language: _lang, ...rest } = props;
    return <CodeInline {...rest} />;
  }
  return <CodeBlock {...(props as CodeBlockProps)} />;
}
