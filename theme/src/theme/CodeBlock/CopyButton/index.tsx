/**
 * `@theme/CodeBlock/CopyButton`: the code block's copy button, the markup the Markdown renderer
 * writes (`data-copy-code` is what the content enhancer listens to on Rust-rendered HTML; here
 * the button handles its own click).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useCopyButton } from './useCopyButton';
import type { CopyButtonProps } from '../../../theme-classic';

export default function CopyButton({ code, className }: CopyButtonProps): ReactNode {
  const { copied, copy } = useCopyButton(code);
  return (
    <div className="buttonGroup">
      <button
        type="button"
        aria-label={copied ? 'Copied' : 'Copy code to clipboard'}
        title="Copy"
        className={clsx('clean-btn', className, copied && 'copied')}
        data-copy-code=""
        onClick={(event) => copy(event.nativeEvent)}
      >
        <span className="copyButtonIcons" aria-hidden="true">
          <svg viewBox="0 0 24 24" className="copyButtonIcon">
            <rect x="8" y="8" width="12" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16 5V4a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v12a1 1 0 0 0 1 1h1" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <svg viewBox="0 0 24 24" className="copyButtonSuccessIcon">
            <path d="M4 12.5l5 5L20 6.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      </button>
    </div>
  );
}
