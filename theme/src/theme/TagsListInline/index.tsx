/** `@theme/TagsListInline`: "Tags:" and the tags as links, on one line (a doc's footer). */
import type { ReactNode } from 'react';
import Tag from '@theme/Tag';
import Translate from '@docusaurus/Translate';
import type { TagsListInlineProps } from '../../theme-classic';

export default function TagsListInline({ tags }: TagsListInlineProps): ReactNode {
  return (
    <>
      <b>
        <Translate id="theme.tags.tagsListLabel" description="The label alongside a tag list">
          Tags:
        </Translate>
      </b>
      <ul className="tags padding--none margin-left--sm">
        {tags.map((tag) => (
          <li key={tag.permalink} className="tagsListItem">
            <Tag tag={tag} />
          </li>
        ))}
      </ul>
    </>
  );
}
