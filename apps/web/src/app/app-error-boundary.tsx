import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen.tsx';

/** The top-level error boundary: anything that escapes the router's own errorElement ends here. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
