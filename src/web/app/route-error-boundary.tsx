// docs/spec.md §2 'A 500 page is shown when a page has an error': a page that throws while rendering shows the 500 page
// inside the chrome; moving to another page tries again. A page whose code could not be downloaded (a release
// replaced it while the page was open) reloads once instead (lib/stale-code.ts).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Loading } from '../components/ui/page';
import { reportError } from '../lib/report-error';
import { isCodeDownloadError, reloadOnceForCode } from '../lib/stale-code';
import { ServerErrorPage } from './server-error-page';

type BoundaryProps = { children: ReactNode; pathname: string };
/** `isReloading` is null while a failed download is being judged, true once the page reloads. */
type BoundaryState = { failedOn: string | null; isReloading: boolean | null };

const reloadForNewCode = (): boolean => {
  try {
    return reloadOnceForCode({
      storage: window.sessionStorage,
      now: Date.now(),
      reload: () => window.location.reload(),
    });
  } catch {
    // sessionStorage itself can be refused (blocked storage).
    return false;
  }
};

class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedOn: null, isReloading: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failedOn: '', isReloading: isCodeDownloadError(error) ? null : false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const isReloading = this.state.isReloading === null && reloadForNewCode();
    this.setState({ failedOn: this.props.pathname, isReloading });
    if (!isReloading) {
      reportError(error, { where: 'page', pathname: this.props.pathname, stack: info.componentStack ?? null });
    }
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failedOn !== null && previous.pathname !== this.props.pathname) {
      this.setState({ failedOn: null, isReloading: false });
    }
  }

  override render(): ReactNode {
    if (this.state.failedOn === null) return this.props.children;
    if (this.state.isReloading !== false) {
      return <Loading label="Loading the latest version of the portal…" />;
    }
    return <ServerErrorPage />;
  }
}

export const RouteErrorBoundary = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  return <PageErrorBoundary pathname={pathname}>{children}</PageErrorBoundary>;
};
