/**
 * `@theme/CodeBlock`: `<CodeBlock language="js" title="a.js" showLineNumbers>{code}</CodeBlock>`
 * and the code fences of compiled MDX (`className="language-js"`, `metastring`). The markup is
 * the one crates/markdown writes for a fence (title, numbered lines, magic comments, copy
 * button). Lines are plain text unless `highlightedLines` gives their HTML (the build
 * highlights fences in Rust); children that are elements are shown in a plain `<pre>`.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import CopyButton from '@theme/CodeBlock/CopyButton';
import { codeText, useCodeBlock } from './useCodeBlock';
import type { CodeBlockProps } from '../../theme-classic';

function Lines({ view, highlighted }: { view: ReturnType<typeof useCodeBlock>; highlighted?: string[] }): ReactNode {
  const numbered = view.lineNumbersStart !== null;
  return view.lines.map((line, i) => {
    const html = highlighted?.[i];
    return [
      <span key={i} className={clsx('token-line', 'codeLine', ...line.classNames)}>
        {numbered && <span className="codeLineNumber" />}
        {html === undefined ? (
          <span className="codeLineContent">{line.text}</span>
        ) : (
          <span className="codeLineContent" dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </span>,
      '\n',
    ];
  });
}

function StringCodeBlock({ props, code }: { props: CodeBlockProps; code: string }): ReactNode {
  const view = useCodeBlock(props, code);
  const start = view.lineNumbersStart;
  return (
    <div className={view.containerClassName} data-line-numbers={start !== null ? '' : undefined}>
      {view.title != null && view.title !== '' && <div className="codeBlockTitle">{view.title}</div>}
      <div className="codeBlockContent">
        <pre tabIndex={0} className={`prism-code language-${view.language} codeBlock thin-scrollbar`}>
          <code
            className={clsx('codeBlockLines', start !== null && 'codeBlockLinesWithNumbering')}
            style={start !== null && start !== 1 ? { counterReset: `line-count ${start - 1}` } : undefined}
          >
            <Lines view={view} highlighted={props.highlightedLines} />
          </code>
        </pre>
        <CopyButton code={view.code} />
      </div>
    </div>
  );
}

export default function CodeBlock(props: CodeBlockProps): ReactNode {
  const code = codeText(props.children);
  if (code === null) {
    return (
      <pre tabIndex={0} className={clsx('theme-code-block', 'codeBlockContainer', 'codeBlockStandalone', 'thin-scrollbar', props.className)}>
        {props.children}
      </pre>
    );
  }
  return <StringCodeBlock props={props} code={code} />;
}
