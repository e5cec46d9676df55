/** `@theme/Footer/Layout`: the footer's frame: link columns above, logo and copyright centred below. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { FooterLayoutProps } from '../../../theme-classic';

export default function FooterLayout({ style, links, logo, copyright }: FooterLayoutProps): ReactNode {
  return (
    <footer className={clsx('theme-layout-footer footer', style === 'dark' && 'footer--dark')}>
      <div className="container container-fluid">
        {links}
        {(logo || copyright) && (
          <div className="footer__bottom text--center">
            {logo && <div className="margin-bottom--sm">{logo}</div>}
            {copyright}
          </div>
        )}
      </div>
    </footer>
  );
}
