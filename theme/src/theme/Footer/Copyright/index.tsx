/** `@theme/Footer/Copyright`: `footer.copyright`, as HTML. */
import type { ReactNode } from 'react';
import type { FooterCopyrightProps } from '../../../theme-classic';

export default function FooterCopyright({ copyright }: FooterCopyrightProps): ReactNode {
  return <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />;
}
