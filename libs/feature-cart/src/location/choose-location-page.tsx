import { bcp47, isLanguage, useDocumentTitle } from '@mall/i18n';
import { isAppRoute, returnChosenPlace, routes } from '@mall/shop-routes';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ChooseLocationView } from './choose-location-view';
import type { MapPoint } from './location-map';
import { loadPlaces, nearestPlace, type Place, type PlaceList, searchPlaces } from './places';

/** Where the map starts when the asking page knows no place yet: the capital of the interface language's land. */
const START: Record<string, MapPoint> = {
  en: { latitude: 51.5085, longitude: -0.1257 },
  zh: { latitude: 39.9075, longitude: 116.3972 },
  zhtw: { latitude: 25.0478, longitude: 121.5319 },
  es: { latitude: 40.4165, longitude: -3.7026 },
  jp: { latitude: 35.6895, longitude: 139.6917 },
  th: { latitude: 13.754, longitude: 100.5014 },
};

/** A pinned point this close to a listed place takes its name. */
const SAME_PLACE_KM = 15;

const coordinate = (value: string | null, limit: number) => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
};

/** Route: /choose-location?back=&lat=&lng= — the built-in place chooser (docs/requirements.md, built-in routes). */
export function ChooseLocationPage() {
  const { t, i18n } = useTranslation(['cart', 'common']);
  useDocumentTitle(t('location.choose.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const requested = params.get('back') ?? '';
  const back =
    isAppRoute(requested) && !requested.startsWith('/choose-location') ? requested : routes.addressBook();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = isLanguage(language) ? bcp47(language) : 'en';
  const countryNames = useMemo(() => new Intl.DisplayNames([locale, 'en'], { type: 'region' }), [locale]);
  const countryName = (code: string) => countryNames.of(code) ?? code;

  const lat = coordinate(params.get('lat'), 90);
  const lng = coordinate(params.get('lng'), 180);
  const given = lat !== undefined && lng !== undefined;
  const [point, setPoint] = useState<MapPoint>(
    given ? { latitude: lat, longitude: lng } : (START[language] ?? START.en!),
  );
  const [centreKey, setCentreKey] = useState(0);
  const [list, setList] = useState<PlaceList | undefined>();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Place | undefined>();

  useEffect(() => {
    let live = true;
    void loadPlaces().then((loaded) => live && setList(loaded));
    return () => {
      live = false;
    };
  }, []);

  const results = useMemo(
    () => (list ? searchPlaces(list.places, query, (code) => countryNames.of(code) ?? code) : []),
    [list, query, countryNames],
  );
  const nearest = useMemo(() => (list ? nearestPlace(list.places, point) : undefined), [list, point]);
  const place = picked ?? (nearest && nearest.km <= SAME_PLACE_KM ? nearest.place : undefined);
  const near = place ?? nearest?.place;
  const chosen = {
    name: place
      ? place.name
      : near
        ? t('location.choose.near', { place: near.name })
        : t('location.choose.pinned'),
    address: near ? `${near.name}, ${countryName(near.country)}` : '',
  };

  const leave = () => {
    // Back to the asking page's history entry when there is one, else to it afresh.
    if (location.key !== 'default') navigate(-1);
    else navigate(back, { replace: true });
  };

  return (
    <ChooseLocationView
      t={t}
      placesReady={Boolean(list)}
      query={query}
      onQueryChange={setQuery}
      results={results}
      countryName={countryName}
      onPickResult={(result) => {
        setPicked(result);
        setPoint({ latitude: result.latitude, longitude: result.longitude });
        setCentreKey((key) => key + 1);
        setQuery('');
      }}
      point={point}
      centreKey={centreKey}
      zoom={given || centreKey > 0 ? 11 : 5}
      onMovePin={(moved) => {
        setPicked(undefined);
        setPoint(moved);
      }}
      chosen={chosen}
      attribution={t('location.map.attribution')}
      onUse={() => {
        returnChosenPlace(
          {
            ...chosen,
            latitude: point.latitude,
            longitude: point.longitude,
            country: near?.country,
            city: near?.name,
          },
          back,
        );
        leave();
      }}
      onCancel={leave}
    />
  );
}
