import { Component, type ErrorInfo, type ReactNode } from 'react';
import { clearStoredPlanAndUserData } from '../storage/clearStoredData';
import { RefreshPageScreen } from './RefreshPageScreen';
import { reportError } from './reportError';

interface GlobalErrorBoundaryProps {
  children: ReactNode;
}

/**
 * Last line of defence around the whole app. Stored plan and user data is the likeliest cause
 * of a crash that survives a reload, so it is cleared before the visitor is asked to refresh.
 */
export class GlobalErrorBoundary extends Component<GlobalErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportError(error, info);
    clearStoredPlanAndUserData();
  }

  override render() {
    return this.state.failed ? <RefreshPageScreen /> : this.props.children;
  }
}
