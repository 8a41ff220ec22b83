import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './route-error';

interface BoundaryProps {
  /** Changes with every navigation: a page that failed is tried again when the shopper goes elsewhere. */
  location: unknown;
  frame: boolean;
  children: ReactNode;
}

type BoundaryState = { location: unknown } & ({ failed: false } | { failed: true; error: unknown });

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { location: this.props.location, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.location === state.location ? null : { location: props.location, failed: false };
  }

  override render() {
    return this.state.failed ? (
      <RouteError error={this.state.error} frame={this.props.frame} />
    ) : (
      this.props.children
    );
  }
}

/**
 * What shows when the routes inside could not open (their code did not arrive, or they threw): `RouteError`, in
 * place of the page inside the frame, or on the whole screen when the frame itself failed (`frame` false).
 */
export function RouteErrorBoundary({ frame = true, children }: { frame?: boolean; children: ReactNode }) {
  const location = useLocation();
  return (
    <Boundary location={location} frame={frame}>
      {children}
    </Boundary>
  );
}
