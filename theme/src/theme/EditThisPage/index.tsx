/** `@theme/EditThisPage`: the "Edit this page" link (opens the source in a new tab). */
import type { ReactNode } from 'react';
import IconEdit from '@theme/Icon/Edit';
import Translate from '@docusaurus/Translate';
import type { EditThisPageProps } from '../../theme-classic';

export default function EditThisPage({ editUrl }: EditThisPageProps): ReactNode {
  return (
    <a href={editUrl} target="_blank" rel="noopener noreferrer" className="theme-edit-this-page">
      <IconEdit />
      <Translate id="theme.common.editThisPage" description="The link label to edit the current page">
        Edit this page
      </Translate>
    </a>
  );
}
