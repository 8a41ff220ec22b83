import { geoUri } from '@mall/shop-routes';
import { Button } from '@mall/ui';
import type { CartT } from '../shared/i18n';
import styles from './location.module.css';
import { MapSlot } from './map-slot';

export interface OpenLocationViewProps {
  t: CartT;
  /** Undefined when the link carried no valid position. */
  place: { latitude: number; longitude: number; name: string; address: string } | undefined;
  attribution: string;
  onBack: () => void;
}

/** /open-location: a place on the map, with its name and address and a link to the device's maps. */
export function OpenLocationView({ t, place, attribution, onBack }: OpenLocationViewProps) {
  return (
    <section className={styles.page} aria-labelledby="open-location-title">
      <h1 id="open-location-title" className={styles.title}>
        {place?.name || t('location.open.title')}
      </h1>
      {place ? (
        <div className={styles.layout}>
          <div className={styles.panel}>
            <div className={styles.chosen}>
              {place.address && <p>{place.address}</p>}
              <p className={styles.muted}>
                {t('location.coordinates', {
                  latitude: place.latitude.toFixed(5),
                  longitude: place.longitude.toFixed(5),
                })}
              </p>
            </div>
            <div className={styles.actions}>
              <a className={styles.link} href={geoUri(place.latitude, place.longitude, place.name)}>
                {t('location.open.openInMaps')}
              </a>
              <Button variant="secondary" onClick={onBack}>
                {t('location.open.back')}
              </Button>
            </div>
          </div>
          <MapSlot
            point={place}
            // The shipped outlines are country-level: a regional view shows the place among its borders.
            zoom={7}
            loading={t('location.map.loading')}
            failed={t('location.map.failed')}
            labels={{
              map: t('location.map.label'),
              pin: place.name || t('location.open.title'),
              attribution,
            }}
          />
        </div>
      ) : (
        <p role="alert">{t('location.open.invalid')}</p>
      )}
    </section>
  );
}
