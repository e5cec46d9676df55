/** `@theme/DocBreadcrumbs/Items/Home`: the first breadcrumb, a house linking to the site's home. */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import IconHome from '@theme/Icon/Home';
import { useSiteConfig } from '../../../../hooks/useSite';

export default function HomeBreadcrumbItem(): ReactNode {
  const { baseUrl } = useSiteConfig();
  return (
    <li className="breadcrumbs__item">
      <Link aria-label="Home page" className="breadcrumbs__link" to={baseUrl}>
        <IconHome className="breadcrumbHomeIcon" width={14} height={14} aria-hidden="true" />
      </Link>
    </li>
  );
}
