/** `@theme/MDXPage`: a Markdown page of src/pages: content and TOC, no sidebar. */
import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';
import { usePage } from '../../hooks/useSite';

export default function MDXPage(): ReactNode {
  const { page } = usePage();
  const toc = page.toc ?? [];
  const showToc = !page.hideTableOfContents && toc.length > 0;
  return (
    <Layout>
      <main className="container container--fluid margin-vert--lg">
        <div className="row mdxPageWrapper">
          <div className={showToc ? 'col col--8' : 'col col--8 col--offset-2'}>
            <article>
              <MDXContent html={page.html ?? ''} component={page.contentComponent} />
            </article>
          </div>
          {showToc && (
            <div className="col col--2">
              <TOC toc={toc} />
            </div>
          )}
        </div>
      </main>
    </Layout>
  );
}
