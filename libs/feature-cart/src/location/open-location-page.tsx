import { useDocumentTitle } from '@mall/i18n';
import { routes } from '@mall/shop-routes';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { OpenLocationView } from './open-location-view';

const degrees = (value: string | null, limit: number) => {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
};

/** Route: /open-location?lat=&lng=&name=&address= — the built-in place viewer (docs/requirements.md, built-in routes). */
export function OpenLocationPage() {
  const { t } = useTranslation(['cart', 'common']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const latitude = degrees(params.get('lat'), 90);
  const longitude = degrees(params.get('lng'), 180);
  const name = (params.get('name') ?? '').slice(0, 200);
  useDocumentTitle(name || t('location.open.title'));
  const place =
    latitude !== undefined && longitude !== undefined
      ? { latitude, longitude, name, address: (params.get('address') ?? '').slice(0, 1000) }
      : undefined;
  return (
    <OpenLocationView
      t={t}
      place={place}
      attribution={t('location.map.attribution')}
      onBack={() => (location.key !== 'default' ? navigate(-1) : navigate(routes.addressBook()))}
    />
  );
}
