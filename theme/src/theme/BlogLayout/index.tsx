/** `@theme/BlogLayout`: the blog's page frame: recent posts sidebar, main column, optional TOC. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import BlogSidebar from '@theme/BlogSidebar';
import Layout from '@theme/Layout';
import type { BlogLayoutProps } from '../../theme-classic';

export default function BlogLayout({ sidebar, toc, children, title, description, wrapperClassName }: BlogLayoutProps): ReactNode {
  const hasSidebar = sidebar !== undefined && sidebar.items.length > 0;
  return (
    <Layout title={title} description={description} wrapperClassName={wrapperClassName}>
      <div className="container margin-vert--lg">
        <div className="row">
          {hasSidebar && <BlogSidebar sidebar={sidebar} />}
          <main className={clsx('col', { 'col--7': hasSidebar, 'col--9 col--offset-1': !hasSidebar })}>{children}</main>
          {toc && <div className="col col--2">{toc}</div>}
        </div>
      </div>
    </Layout>
  );
}
