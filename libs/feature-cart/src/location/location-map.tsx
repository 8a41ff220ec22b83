import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import { useEffect, useRef } from 'react';
import styles from './location.module.css';
import { roundDegrees, wrapLongitude } from './places';

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface LocationMapProps {
  point: MapPoint;
  /** Changes when the map should centre on `point` again (a place chosen from the search). */
  centreKey?: string | number;
  zoom: number;
  /** The pin can be dragged, placed by a click or tap, and moved with the arrow keys. */
  onMove?: (point: MapPoint) => void;
  labels: {
    /** The map's accessible name. */
    map: string;
    /** The pin's accessible name (with how to move it, when it moves). */
    pin: string;
    attribution: string;
  };
}

/** How far one arrow-key press moves the pin, in screen pixels (Shift: five times as far). */
const KEY_STEP_PX = 12;
const keyMoves: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** The world's country outlines (Natural Earth 1:110m, shipped in the app), drawn as vector shapes. */
const countries = feature(
  world as unknown as Topology<{ countries: GeometryCollection }>,
  (world as unknown as Topology<{ countries: GeometryCollection }>).objects.countries,
);

const toPoint = (latLng: L.LatLng): MapPoint => ({
  latitude: roundDegrees(latLng.lat),
  longitude: roundDegrees(wrapLongitude(latLng.lng)),
});

/**
 * A map that works offline: no tiles, only the country outlines the app ships, in WGS 84 on Leaflet's Web
 * Mercator view. The pin marks `point`; when `onMove` is given it moves by dragging, by a click or tap on the
 * map, and with the arrow keys once focused. This module (with Leaflet and the outlines) loads only with the
 * location pages.
 */
export default function LocationMap({ point, centreKey, zoom, onMove, labels }: LocationMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const moved = useRef(onMove);
  useEffect(() => {
    moved.current = onMove;
  }, [onMove]);
  const movable = Boolean(onMove);

  useEffect(() => {
    const container = element.current;
    if (!container) return undefined;
    const created = L.map(container, {
      center: [point.latitude, point.longitude],
      zoom,
      minZoom: 1,
      maxZoom: 14,
      worldCopyJump: true,
      zoomControl: true,
      attributionControl: true,
    });
    created.attributionControl.setPrefix(false).addAttribution(labels.attribution);
    L.geoJSON(countries, {
      interactive: false,
      style: { color: '#6e7781', weight: 1, fillColor: '#f3efe0', fillOpacity: 1 },
    }).addTo(created);
    const pin = L.marker([point.latitude, point.longitude], {
      draggable: movable,
      keyboard: movable,
      title: labels.pin,
      alt: labels.pin,
      icon: L.divIcon({
        className: styles.pin,
        html: '<span aria-hidden="true"></span>',
        iconSize: [32, 40],
        iconAnchor: [16, 40],
      }),
    }).addTo(created);
    const report = () => moved.current?.(toPoint(pin.getLatLng()));
    if (movable) {
      pin.on('dragend', report);
      created.on('click', (event: L.LeafletMouseEvent) => {
        pin.setLatLng(event.latlng);
        report();
      });
      const pinElement = pin.getElement();
      if (pinElement) {
        pinElement.setAttribute('role', 'button');
        pinElement.setAttribute('aria-label', labels.pin);
        pinElement.addEventListener('keydown', (event: KeyboardEvent) => {
          const move = keyMoves[event.key];
          if (!move) return;
          event.preventDefault();
          event.stopPropagation();
          const step = KEY_STEP_PX * (event.shiftKey ? 5 : 1);
          const at = created
            .latLngToContainerPoint(pin.getLatLng())
            .add(L.point(move[0] * step, move[1] * step));
          const next = created.containerPointToLatLng(at);
          pin.setLatLng([Math.max(-85, Math.min(85, next.lat)), next.lng]);
          created.panInside(pin.getLatLng(), { padding: [48, 48] });
          report();
        });
      }
    }
    map.current = created;
    marker.current = pin;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
    // The map is made once; later changes of the point move the pin (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const pin = marker.current;
    if (!pin) return;
    const current = pin.getLatLng();
    if (current.lat !== point.latitude || wrapLongitude(current.lng) !== point.longitude) {
      pin.setLatLng([point.latitude, point.longitude]);
    }
  }, [point.latitude, point.longitude]);

  useEffect(() => {
    if (centreKey === undefined) return;
    map.current?.setView([point.latitude, point.longitude], Math.max(zoom, map.current.getZoom()));
    // Only a new centre key recentres: moving the pin itself leaves the view where the shopper put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [centreKey]);

  return <div ref={element} className={styles.map} role="region" aria-label={labels.map} />;
}
