/** `@theme/DocTagsListPage`: every tag of the docs version, grouped by first letter, with counts. */
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import TagsListByLetter from '@theme/TagsListByLetter';
import { usePage } from '../../hooks/useSite';

export default function DocTagsListPage(): ReactNode {
  const tags = usePage().page.tags ?? [];
  const title = translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags' });
  return (
    <Layout title={title}>
      <div className="container margin-vert--lg">
        <div className="row">
          <main className="col col--8 col--offset-2">
            <Heading as="h1">{title}</Heading>
            <TagsListByLetter tags={tags} />
          </main>
        </div>
      </div>
    </Layout>
  );
}
