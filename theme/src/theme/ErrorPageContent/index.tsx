/** `@theme/ErrorPageContent`: what a crashed page shows instead of itself. */
import type { ReactNode } from 'react';
import type { ErrorPageContentProps } from '../../theme-classic';

function describe(error: Error): string {
  const parts = [error.message];
  let cause = error.cause;
  while (cause instanceof Error) {
    parts.push(cause.message);
    cause = cause.cause;
  }
  return parts.join('\n\nCause:\n');
}

export default function ErrorPageContent({ error, tryAgain }: ErrorPageContentProps): ReactNode {
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <h1 className="hero__title">This page crashed.</h1>
          <div className="margin-vert--lg">
            <button type="button" className="button button--primary shadow--lw" onClick={tryAgain}>
              Try again
            </button>
          </div>
          <hr />
          <div className="margin-vert--md">
            <p className="errorMessage">{describe(error)}</p>
          </div>
        </div>
      </div>
    </main>
  );
}
