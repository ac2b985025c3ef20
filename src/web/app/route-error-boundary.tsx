// SPEC §2 'A 500 page is shown when a page has an error': a page that throws while rendering shows the 500 page
// inside the chrome; moving to another page tries again.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { reportError } from '../lib/report-error';
import { ServerErrorPage } from './server-error-page';

type BoundaryProps = { children: ReactNode; pathname: string };
type BoundaryState = { failedOn: string | null };

class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedOn: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedOn: '' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ failedOn: this.props.pathname });
    reportError(error, { where: 'page', pathname: this.props.pathname, stack: info.componentStack ?? null });
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failedOn !== null && previous.pathname !== this.props.pathname) this.setState({ failedOn: null });
  }

  override render(): ReactNode {
    return this.state.failedOn === null ? this.props.children : <ServerErrorPage />;
  }
}

export const RouteErrorBoundary = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  return <PageErrorBoundary pathname={pathname}>{children}</PageErrorBoundary>;
};
