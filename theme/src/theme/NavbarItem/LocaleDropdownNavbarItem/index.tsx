/**
 * `@theme/NavbarItem/LocaleDropdownNavbarItem`: the site's locales; each entry opens the
 * current page in that locale.
 */
import type { ReactNode } from 'react';
import IconLanguage from '@theme/Icon/Language';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type { NavbarItemProps } from '../../../theme-classic';
import { useLocaleDropdown } from './useLocaleDropdown';
import styles from './styles.module.css';

export default function LocaleDropdownNavbarItem(props: NavbarItemProps): ReactNode {
  const { item, mobile = false } = props;
  const { label, items } = useLocaleDropdown(item, mobile);
  return (
    <DropdownNavbarItem
      {...props}
      item={{ ...item, label: null }}
      label={
        <>
          <IconLanguage className={styles.iconLanguage} />
          {label}
        </>
      }
      items={items}
    />
  );
}
