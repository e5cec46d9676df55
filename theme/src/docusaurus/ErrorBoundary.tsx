/**
 * `@docusaurus/ErrorBoundary`: `<ErrorBoundary fallback={({error, tryAgain}) => ...}>`; without
 * a fallback it shows `@theme/ErrorPageContent`.
 */
import type { ReactNode } from 'react';
import ErrorPageContent from '@theme/ErrorPageContent';
import { ErrorBoundary as Boundary } from '../app/ErrorBoundary';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  fallback?: (props: { error: Error; tryAgain: () => void }) => ReactNode;
}

export default function ErrorBoundary({ children, fallback }: ErrorBoundaryProps): ReactNode {
  return <Boundary fallback={fallback ?? ((props) => <ErrorPageContent {...props} />)}>{children}</Boundary>;
}
