/** `@theme/NotFound`: what any unknown path shows (also written as 404.html). */
import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import Translate, { translate } from '@docusaurus/Translate';
import { ownsTitle } from '../../app/pageMetadata';
import { usePageSummary } from '../../hooks/useSite';

export default function NotFound(): ReactNode {
  // the 404 page docs caught has no title of its own (app/pageMetadata.ts `ownsTitle`)
  const title = ownsTitle(usePageSummary()) ? translate({ id: 'theme.NotFound.title', message: 'Page Not Found' }) : undefined;
  return (
    <Layout title={title}>
      <main className="container margin-vert--xl">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <h1 className="hero__title">
              <Translate id="theme.NotFound.title">Page Not Found</Translate>
            </h1>
            <p>
              <Translate id="theme.NotFound.p1">We could not find what you were looking for.</Translate>
            </p>
            <p>
              <Translate id="theme.NotFound.p2">
                Please contact the owner of the site that linked you to the original URL and let them know their link is broken.
              </Translate>
            </p>
          </div>
        </div>
      </main>
    </Layout>
  );
}
