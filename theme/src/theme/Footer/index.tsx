/**
 * `@theme/Footer`: `themeConfig.footer` through `Footer/Layout`, with its link columns
 * (`Footer/Links`), logo (`Footer/Logo`) and copyright (`Footer/Copyright`).
 */
import type { ReactNode } from 'react';
import FooterCopyright from '@theme/Footer/Copyright';
import FooterLayout from '@theme/Footer/Layout';
import FooterLinks from '@theme/Footer/Links';
import FooterLogo from '@theme/Footer/Logo';
import { useThemeConfig } from '../../hooks/useSite';

export default function Footer(): ReactNode {
  const footer = useThemeConfig().footer;
  if (!footer) {
    return null;
  }
  const { logo, copyright, links, style } = footer;
  return (
    <FooterLayout
      style={style}
      links={links.length > 0 && <FooterLinks links={links} />}
      logo={logo && <FooterLogo logo={logo} />}
      copyright={copyright && <FooterCopyright copyright={copyright} />}
    />
  );
}
