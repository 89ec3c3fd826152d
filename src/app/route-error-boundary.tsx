import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { retryUnloadedScreens } from './retry-round.ts';
import { RouteErrorPage } from './route-error-page.tsx';

type RouteErrorBoundaryProps = {
  /** The error page is shown inside the signed-in shell. */
  inShell?: boolean;
  children: ReactNode;
};

/**
 * Around a route's element: when it throws while rendering, or its lazily loaded code cannot be
 * fetched, the error page shows in its place (its layouts stay). Another address starts it over.
 */
export function RouteErrorBoundary({ inShell = false, children }: RouteErrorBoundaryProps) {
  const { key } = useLocation();
  return (
    <Boundary address={key} inShell={inShell}>
      {children}
    </Boundary>
  );
}

type BoundaryProps = { address: string; inShell: boolean; children: ReactNode };
type BoundaryState = { address: string; failed: boolean; error: unknown };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { address: this.props.address, failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  // A navigation (a new location key, even to the same address) clears the error.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.address === state.address ? null : { address: props.address, failed: false, error: undefined };
  }

  /** "Reintentar": the route renders again (a lazy screen's code is asked for again). */
  private retry = () => {
    retryUnloadedScreens();
    this.setState({ failed: false, error: undefined });
  };

  override render() {
    if (this.state.failed) return <RouteErrorPage error={this.state.error} inShell={this.props.inShell} onRetry={this.retry} />;
    return this.props.children;
  }
}
