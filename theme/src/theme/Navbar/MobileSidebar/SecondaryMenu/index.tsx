/**
 * `@theme/Navbar/MobileSidebar/SecondaryMenu`: "← Back to main menu" (when there are navbar
 * items) and the page's doc sidebar; choosing a doc closes the menu.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import DocSidebar from '@theme/DocSidebar';
import Translate from '@docusaurus/Translate';
import { useNavbarMobileSidebar, useNavbarSecondaryMenu } from '../../../../hooks/useNavbarMobileSidebar';
import { useThemeConfig } from '../../../../hooks/useSite';

export default function NavbarMobileSidebarSecondaryMenu(): ReactNode {
  const hasItems = useThemeConfig().navbar.items.length > 0;
  const { close } = useNavbarMobileSidebar();
  const { hide, content } = useNavbarSecondaryMenu();
  const { pathname } = useLocation();
  return (
    <>
      {hasItems && (
        <button type="button" className="clean-btn navbar-sidebar__back" onClick={hide}>
          <Translate id="theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel">← Back to main menu</Translate>
        </button>
      )}
      {content && <DocSidebar sidebar={content} path={pathname} mobile onItemClick={close} />}
    </>
  );
}
