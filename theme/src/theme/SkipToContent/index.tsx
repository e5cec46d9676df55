/** `@theme/SkipToContent`: the first focusable link, jumping past the navbar. */
import type { ReactNode } from 'react';

export default function SkipToContent(): ReactNode {
  return (
    <div role="region" aria-label="Skip to main content">
      <a className="skipToContent" href="#__docusaurus_skipToContent_fallback">
        Skip to main content
      </a>
    </div>
  );
}
