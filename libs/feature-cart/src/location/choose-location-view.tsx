import { Button } from '@mall/ui';
import { useId, useState } from 'react';
import type { CartT } from '../shared/i18n';
import type { MapPoint } from './location-map';
import styles from './location.module.css';
import { MapSlot } from './map-slot';
import type { Place } from './places';

export interface ChooseLocationViewProps {
  t: CartT;
  /** The place list, once loaded. */
  placesReady: boolean;
  query: string;
  onQueryChange: (query: string) => void;
  results: Place[];
  countryName: (code: string) => string;
  onPickResult: (place: Place) => void;
  point: MapPoint;
  /** Changes when the map should centre on the point (a search result was chosen). */
  centreKey: number;
  zoom: number;
  onMovePin: (point: MapPoint) => void;
  /** The chosen place's name and one-line address. */
  chosen: { name: string; address: string };
  attribution: string;
  onUse: () => void;
  onCancel: () => void;
}

/** /choose-location: search a place or move the pin, then hand it back to the page that asked. */
export function ChooseLocationView({ t, ...props }: ChooseLocationViewProps) {
  const searchId = useId();
  const hintId = useId();
  const [typed, setTyped] = useState(false);
  const { query, results } = props;
  return (
    <section className={styles.page} aria-labelledby="choose-location-title">
      <h1 id="choose-location-title" className={styles.title}>
        {t('location.choose.title')}
      </h1>
      <div className={styles.layout}>
        <div className={styles.panel}>
          <label className={styles.searchLabel} htmlFor={searchId}>
            {t('location.choose.search')}
          </label>
          <input
            id={searchId}
            className={styles.search}
            type="search"
            autoComplete="off"
            aria-describedby={hintId}
            value={query}
            onChange={(event) => {
              setTyped(true);
              props.onQueryChange(event.target.value);
            }}
          />
          <p id={hintId} className={styles.muted}>
            {props.placesReady ? t('location.choose.searchHint') : t('location.choose.loadingPlaces')}
          </p>
          <p className={styles.muted} role="status">
            {typed && query.trim()
              ? results.length > 0
                ? t('location.choose.found', { count: results.length })
                : t('location.choose.noResults', { query: query.trim() })
              : ''}
          </p>
          {results.length > 0 && (
            <ul className={styles.results} aria-label={t('location.choose.results')}>
              {results.map((place) => (
                <li key={`${place.name}-${place.latitude}-${place.longitude}`}>
                  <button type="button" className={styles.result} onClick={() => props.onPickResult(place)}>
                    <span>{place.name}</span>
                    <span className={styles.muted}>{props.countryName(place.country)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.chosen} aria-live="polite">
            <p className={styles.muted}>{t('location.choose.chosen')}</p>
            <p>
              <strong>{props.chosen.name}</strong>
            </p>
            <p>{props.chosen.address}</p>
            <p className={styles.muted}>
              {t('location.coordinates', {
                latitude: props.point.latitude.toFixed(5),
                longitude: props.point.longitude.toFixed(5),
              })}
            </p>
          </div>
          <div className={styles.actions}>
            <Button onClick={props.onUse}>{t('location.choose.use')}</Button>
            <Button variant="ghost" onClick={props.onCancel}>
              {t('location.choose.cancel')}
            </Button>
          </div>
        </div>
        <div className={styles.panel}>
          <p className={styles.muted}>{t('location.choose.mapHelp')}</p>
          <MapSlot
            point={props.point}
            centreKey={props.centreKey}
            zoom={props.zoom}
            onMove={props.onMovePin}
            loading={t('location.map.loading')}
            failed={t('location.map.failed')}
            labels={{
              map: t('location.map.label'),
              pin: t('location.choose.pin'),
              attribution: props.attribution,
            }}
          />
        </div>
      </div>
    </section>
  );
}
