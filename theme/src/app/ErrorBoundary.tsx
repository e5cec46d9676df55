/** Catches render crashes of its children and shows `fallback` with a way to try again. */
import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children?: ReactNode;
  fallback: (props: { error: Error; tryAgain: () => void }) => ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error) {
      return this.props.fallback({ error, tryAgain: () => this.setState({ error: null }) });
    }
    return this.props.children;
  }
}
