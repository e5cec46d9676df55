/** `@theme/Tag`: a tag link, with its count on the tags list page. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type { TagProps } from '../../theme-classic';
import styles from './styles.module.css';

export default function Tag({ tag }: TagProps): ReactNode {
  return (
    <Link
      to={tag.permalink}
      rel="tag"
      title={tag.description}
      className={clsx(styles.tag, tag.count === undefined ? styles.tagRegular : styles.tagWithCount)}
    >
      {tag.label}
      {tag.count !== undefined && <span>{tag.count}</span>}
    </Link>
  );
}
