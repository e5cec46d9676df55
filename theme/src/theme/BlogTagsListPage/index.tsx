/** `@theme/BlogTagsListPage`: every blog tag, grouped by first letter, with counts. */
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import BlogLayout from '@theme/BlogLayout';
import Heading from '@theme/Heading';
import TagsListByLetter from '@theme/TagsListByLetter';
import { usePage } from '../../hooks/useSite';

export default function BlogTagsListPage(): ReactNode {
  const { page } = usePage();
  const title = translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags' });
  return (
    <BlogLayout title={title} sidebar={page.blog?.sidebar}>
      <Heading as="h1">{title}</Heading>
      <TagsListByLetter tags={page.tags ?? []} />
    </BlogLayout>
  );
}
