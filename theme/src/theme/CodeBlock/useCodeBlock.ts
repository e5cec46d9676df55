/** Everything a `<CodeBlock>` shows, from its props, the meta string and the theme config. */
import { Children, type ReactNode } from 'react';
import { useThemeConfig } from '../../hooks/useSite';
import { languageOfClassName, magicCommentsOf, markLines, parseMeta, type CodeLine } from './codeMeta';
import type { CodeBlockProps } from '../../theme-classic';

export interface CodeBlockView {
  language: string;
  /** The container's class list (`language-x` first, as the Markdown renderer writes it). */
  containerClassName: string;
  title: ReactNode;
  lineNumbersStart: number | null;
  lines: CodeLine[];
  /** The text the copy button copies. */
  code: string;
}

/** Children as a string, or null when they are elements (JSX code blocks). */
export function codeText(children: ReactNode): string | null {
  const parts = Children.toArray(children);
  return parts.every((p) => typeof p === 'string' || typeof p === 'number') ? parts.join('') : null;
}

function lineNumbersStart(prop: CodeBlockProps['showLineNumbers'], fromMeta: number | null): number | null {
  if (typeof prop === 'number') {
    return prop;
  }
  if (prop === true) {
    return 1;
  }
  return prop === false ? null : fromMeta;
}

export function useCodeBlock(props: CodeBlockProps, code: string): CodeBlockView {
  const { prism } = useThemeConfig();
  const meta = parseMeta(props.metastring);
  const language = (props.language ?? languageOfClassName(props.className) ?? prism.defaultLanguage ?? '').toLowerCase() || 'text';
  const others = (props.className ?? '').split(/\s+/).filter((c) => c !== '' && c !== `language-${language}` && !c.startsWith('language-'));
  const lines = markLines(code, language, meta.ranges, magicCommentsOf(prism.magicComments));
  return {
    language,
    containerClassName: [`language-${language}`, ...others, 'theme-code-block', 'codeBlockContainer'].join(' '),
    title: props.title ?? meta.title,
    lineNumbersStart: lineNumbersStart(props.showLineNumbers, meta.lineNumbersStart),
    lines,
    code: lines.map((l) => l.text).join('\n'),
  };
}
