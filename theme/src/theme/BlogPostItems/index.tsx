/** `@theme/BlogPostItems`: the posts of a list, tag or author page. */
import type { ReactNode } from 'react';
import BlogPostItem from '@theme/BlogPostItem';
import type { BlogPostItemsProps } from '../../theme-classic';

export default function BlogPostItems({ items }: BlogPostItemsProps): ReactNode {
  return (
    <>
      {items.map((post) => (
        <BlogPostItem key={post.permalink} post={post} html={post.html ?? ''} />
      ))}
    </>
  );
}
