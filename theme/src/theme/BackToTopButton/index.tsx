/** `@theme/BackToTopButton`: appears when scrolling up a long page. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useBackToTopButton } from '../../hooks/useBackToTopButton';
import styles from './styles.module.css';

export default function BackToTopButton(): ReactNode {
  const { shown, scrollToTop } = useBackToTopButton();
  return (
    <button
      type="button"
      aria-label="Scroll back to top"
      className={clsx('clean-btn', 'theme-back-to-top-button', styles.backToTopButton, shown && styles.backToTopButtonShow)}
      onClick={scrollToTop}
    />
  );
}
