/** `@theme/Layout`: navbar, page body inside an error boundary, footer. Pages wrap themselves in it. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import AnnouncementBar from '@theme/AnnouncementBar';
import ErrorPageContent from '@theme/ErrorPageContent';
import Footer from '@theme/Footer';
import LayoutProvider from '@theme/Layout/Provider';
import Navbar from '@theme/Navbar';
import PageMetadata from '@theme/PageMetadata';
import SkipToContent from '@theme/SkipToContent';
import { ErrorBoundary } from '../../app/ErrorBoundary';
import { useOptionalPage } from '../../hooks/useSite';
import type { LayoutProps } from '../../theme-classic';
import styles from './styles.module.css';

export default function Layout({ children, title, description, noFooter, wrapperClassName }: LayoutProps): ReactNode {
  const route = useOptionalPage()?.page.route;
  return (
    <LayoutProvider>
      <PageMetadata title={title} description={description} />
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <div id="__docusaurus_skipToContent_fallback" className={clsx('theme-layout-main', 'main-wrapper', styles.mainWrapper, wrapperClassName)}>
        <ErrorBoundary key={route} fallback={(props) => <ErrorPageContent {...props} />}>
          {children}
        </ErrorBoundary>
      </div>
      {!noFooter && <Footer />}
    </LayoutProvider>
  );
}
