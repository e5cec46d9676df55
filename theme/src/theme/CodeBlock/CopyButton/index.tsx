/**
 * `@theme/CodeBlock/CopyButton`: the code block's copy button, the markup the Markdown renderer
 * writes (`data-copy-code` is what the content enhancer listens to on Rust-rendered HTML; here
 * the button handles its own click).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
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
          <IconCopy className="copyButtonIcon" />
          <IconSuccess className="copyButtonSuccessIcon" />
        </span>
      </button>
    </div>
  );
}
