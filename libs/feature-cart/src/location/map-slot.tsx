import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { LocationMapProps } from './location-map';
import styles from './location.module.css';

/** Leaflet and the outlines load only here, in a chunk of their own. */
const LocationMap = lazy(() => import('./location-map'));

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** A map that cannot be drawn leaves the page usable: the search and the address fields stay. */
class MapBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The map, loaded lazily, with a loading and a failed state in the shopper's language. */
export function MapSlot({
  loading,
  failed,
  ...props
}: LocationMapProps & { loading: string; failed: string }) {
  const note = (text: string, role?: 'status' | 'alert') => (
    <div className={`${styles.map} ${styles.mapFallback}`} role={role}>
      {text}
    </div>
  );
  return (
    <MapBoundary fallback={note(failed, 'alert')}>
      <Suspense fallback={note(loading, 'status')}>
        <LocationMap {...props} />
      </Suspense>
    </MapBoundary>
  );
}
