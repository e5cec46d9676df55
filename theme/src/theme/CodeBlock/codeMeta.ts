/**
 * What a code block shows, computed the way crates/markdown's code.rs does for a fence: the
 * meta string (`title="a.js"`, `showLineNumbers=5`, `{1,3-5}`), magic comments
 * (`highlight-next-line`, `highlight-start`/`highlight-end` and `themeConfig.prism.magicComments`)
 * and the lines left once the directive lines are removed.
 */

/** A magic comment as `themeConfig.prism.magicComments` writes it. */
export interface MagicCommentConfig {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

export const DEFAULT_MAGIC_COMMENTS: MagicCommentConfig[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

/** The configured magic comments (entries of the wrong shape are skipped), else the default. */
export function magicCommentsOf(config: unknown[] | null | undefined): MagicCommentConfig[] {
  if (!Array.isArray(config)) {
    return DEFAULT_MAGIC_COMMENTS;
  }
  return config.filter(
    (c): c is MagicCommentConfig =>
      typeof c === 'object' && c !== null && typeof (c as MagicCommentConfig).className === 'string',
  );
}

export interface CodeMeta {
  title: string | null;
  /** First line number when line numbers are shown. */
  lineNumbersStart: number | null;
  /** 1-based lines from `{1,3-5}`. */
  ranges: number[] | null;
}

function metaTitle(meta: string): string | null {
  const match = /title=(["'])(.*?)\1/.exec(meta);
  return match ? (match[2] ?? '') : null;
}

function metaLineNumbers(meta: string): number | null {
  const at = meta.indexOf('showLineNumbers');
  if (at < 0) {
    return null;
  }
  const rest = meta.slice(at + 'showLineNumbers'.length);
  if (rest.startsWith('=')) {
    const digits = /^=(\d*)/.exec(rest)?.[1] ?? '';
    return digits === '' ? 1 : Number.parseInt(digits, 10);
  }
  return 1;
}

/** `1,3-5` -> [1, 3, 4, 5], bounded like the Rust side. */
export function parseRanges(body: string): number[] {
  const lines: number[] = [];
  for (const part of body.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [a = '', b = a] = part.split('-', 2);
    const x = Number.parseInt(a.trim(), 10);
    const y = Number.parseInt(b.trim(), 10);
    if (!/^\d+$/.test(a.trim()) || !/^\d+$/.test(b.trim())) {
      continue;
    }
    const low = Math.min(x, y);
    const high = Math.min(Math.max(x, y), low + 10_000);
    for (let n = low; n <= high && lines.length < 10_000; n += 1) {
      lines.push(n);
    }
  }
  return lines;
}

function metaRanges(meta: string): number[] | null {
  for (const match of meta.matchAll(/\{([^}]*)\}/g)) {
    const body = match[1] ?? '';
    if (body !== '' && /^[\d, -]+$/.test(body)) {
      return parseRanges(body);
    }
  }
  return null;
}

/** Reads a fence's meta string (what follows the language). */
export function parseMeta(meta: string | undefined): CodeMeta {
  const text = meta ?? '';
  return { title: metaTitle(text), lineNumbersStart: metaLineNumbers(text), ranges: metaRanges(text) };
}

/** The language of `className="language-x"`, lowercase. */
export function languageOfClassName(className: string | undefined): string | null {
  const match = /(?:^|\s)language-(\S+)/.exec(className ?? '');
  return match ? (match[1] ?? '').toLowerCase() : null;
}

type CommentStyle = readonly [open: string, close: string];

const SLASH: CommentStyle = ['//', ''];
const SLASH_STAR: CommentStyle = ['/*', '*/'];
const JSX_BLOCK: CommentStyle = ['{/*', '*/}'];
const HASH: CommentStyle = ['#', ''];
const HTML: CommentStyle = ['<!--', '-->'];
const DASH_DASH: CommentStyle = ['--', ''];
const PERCENT: CommentStyle = ['%', ''];

function commentStyles(language: string): readonly CommentStyle[] {
  const groups: Array<[string[], CommentStyle[]]> = [
    [
      ['js', 'javascript', 'ts', 'typescript', 'java', 'c', 'cpp', 'c++', 'cs', 'csharp', 'go', 'rust', 'rs', 'kotlin', 'kt', 'swift', 'scala', 'dart', 'php', 'json', 'jsonc', 'css', 'scss', 'less', 'graphql'],
      [SLASH, SLASH_STAR],
    ],
    [['jsx', 'tsx'], [SLASH, SLASH_STAR, JSX_BLOCK]],
    [['html', 'xml', 'svg', 'markup', 'vue'], [SLASH, SLASH_STAR, HTML]],
    [
      ['python', 'py', 'bash', 'sh', 'shell', 'zsh', 'yaml', 'yml', 'ruby', 'rb', 'toml', 'dockerfile', 'perl', 'r', 'powershell', 'ps1', 'ini', 'makefile', 'nginx'],
      [HASH],
    ],
    [['markdown', 'md', 'mdx'], [HTML, JSX_BLOCK, HASH]],
    [['lua', 'haskell', 'hs', 'sql'], [DASH_DASH]],
    [['tex', 'latex', 'matlab'], [PERCENT]],
  ];
  return groups.find(([names]) => names.includes(language))?.[1] ?? [SLASH, SLASH_STAR, JSX_BLOCK, HASH, HTML, DASH_DASH, PERCENT];
}

/** The directive a line holds when the line is only a comment around one word. */
function directive(line: string, styles: readonly CommentStyle[]): string | null {
  const t = line.trim();
  for (const [open, close] of styles) {
    if (t.startsWith(open) && t.endsWith(close) && t.length >= open.length + close.length) {
      const inner = t.slice(open.length, t.length - close.length).trim();
      if (inner !== '' && !/\s/.test(inner)) {
        return inner;
      }
    }
  }
  return null;
}

/** One shown line and the classes magic comments or ranges give it. */
export interface CodeLine {
  text: string;
  classNames: string[];
}

/** The lines of `code` (one trailing newline dropped) with their classes. */
export function markLines(code: string, language: string, ranges: number[] | null, magic: MagicCommentConfig[]): CodeLine[] {
  const lines = code.replace(/\n$/, '').split('\n').map((l) => l.replace(/\r$/, ''));
  if (ranges) {
    const marked = new Set(magic.length > 0 ? ranges : []);
    const className = magic[0]?.className;
    return lines.map((text, i) => ({ text, classNames: marked.has(i + 1) && className ? [className] : [] }));
  }
  const styles = commentStyles(language);
  const out: CodeLine[] = [];
  let nextLine: number[] = [];
  const openBlocks: number[] = [];
  for (const text of lines) {
    const d = directive(text, styles);
    if (d !== null) {
      const lineIndex = magic.findIndex((m) => m.line === d);
      if (lineIndex >= 0) {
        nextLine.push(lineIndex);
        continue;
      }
      const startIndex = magic.findIndex((m) => m.block?.start === d);
      if (startIndex >= 0) {
        openBlocks.push(startIndex);
        continue;
      }
      const endIndex = magic.findIndex((m) => m.block?.end === d);
      if (endIndex >= 0) {
        const open = openBlocks.lastIndexOf(endIndex);
        if (open >= 0) {
          openBlocks.splice(open, 1);
        }
        continue;
      }
    }
    const indexes = [...new Set([...openBlocks, ...nextLine])].sort((a, b) => a - b);
    nextLine = [];
    out.push({ text, classNames: indexes.map((i) => magic[i]?.className ?? '').filter(Boolean) });
  }
  return out;
}
