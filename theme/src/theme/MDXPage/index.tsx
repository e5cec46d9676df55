/**
 * `@theme/MDXPage`: a Markdown page of src/pages: the content right in an `<article>` (no
 * `.markdown` block, as Docusaurus's) and the TOC, no sidebar; `.mdxPageWrapper` centres the
 * column.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';
import { usePage } from '../../hooks/useSite';

export default function MDXPage(): ReactNode {
  const { page } = usePage();
  const toc = page.toc ?? [];
  const hideToc = page.hideTableOfContents === true;
  return (
    <Layout>
      <main className="container container--fluid margin-vert--lg">
        <div className="row mdxPageWrapper">
          <div className={clsx('col', !hideToc && 'col--8')}>
            <MDXContent html={page.html ?? ''} component={page.contentComponent} element="article" className="" />
          </div>
          {!hideToc && toc.length > 0 && (
            <div className="col col--2">
              <TOC toc={toc} />
            </div>
          )}
        </div>
      </main>
    </Layout>
  );
}
