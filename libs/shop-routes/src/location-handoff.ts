/**
 * How `/choose-location` answers the page that opened it, like the original app's `chooseLocation` callback:
 * the asking page calls `chooseLocationLink(back)` (keeping its own draft, e.g. in `keepDraft`), the location
 * page calls `returnChosenPlace(place, back)` and goes back, and the asking page reads the answer once with
 * `takeChosenPlace(back)` when it shows again. The answer lives in this tab's session storage only.
 */
import { routes } from './routes';

/** What `/choose-location` returns: WGS 84 degrees, and the place's parts where the place list knows them. */
export interface ChosenPlace {
  name: string;
  /** One line: the place's name, region and country, in the shopper's language. */
  address: string;
  latitude: number;
  longitude: number;
  /** ISO 3166-1 alpha-2 code of the country the place is in, when known. */
  country?: string;
  /** The city (or town) the place is in, when known. */
  city?: string;
}

const ANSWER_KEY = 'mall.location.chosen';
const DRAFT_KEY = 'mall.location.draft';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function isChosenPlace(value: unknown): value is ChosenPlace {
  if (!value || typeof value !== 'object') return false;
  const place = value as Record<string, unknown>;
  return (
    typeof place.name === 'string' &&
    typeof place.address === 'string' &&
    isFiniteNumber(place.latitude) &&
    isFiniteNumber(place.longitude) &&
    Math.abs(place.latitude) <= 90 &&
    Math.abs(place.longitude) <= 180
  );
}

/** The link that opens `/choose-location` for the page at `back`, centred on `near` when given. */
export const chooseLocationLink = (back: string, near?: { latitude: number; longitude: number } | null) =>
  routes.chooseLocation({ back, lat: near?.latitude, lng: near?.longitude });

/** Called by `/choose-location`: keeps the chosen place for the page at `back`. */
export function returnChosenPlace(place: ChosenPlace, back: string): void {
  storage()?.setItem(ANSWER_KEY, JSON.stringify({ back, place }));
}

/** The place chosen for the page at `back`, once: it is forgotten as it is read. */
export function takeChosenPlace(back: string): ChosenPlace | undefined {
  const store = storage();
  const raw = store?.getItem(ANSWER_KEY);
  if (!raw) return undefined;
  try {
    const answer = JSON.parse(raw) as { back?: unknown; place?: unknown };
    if (answer.back !== back) return undefined;
    store?.removeItem(ANSWER_KEY);
    return isChosenPlace(answer.place) ? answer.place : undefined;
  } catch {
    store?.removeItem(ANSWER_KEY);
    return undefined;
  }
}

/**
 * Drafts as they were, for a return within the same page load: files picked for upload cannot go through
 * JSON. Session storage keeps the JSON form for a return after a reload.
 */
const liveDrafts = new Map<string, unknown>();

/** Keeps what the asking page had typed (under `key`), to take back with `takeDraft` on its return. */
export function keepDraft(key: string, draft: unknown): void {
  liveDrafts.set(key, draft);
  storage()?.setItem(`${DRAFT_KEY}.${key}`, JSON.stringify(draft));
}

/** The draft kept under `key`, once. */
export function takeDraft<T>(key: string): T | undefined {
  const store = storage();
  if (liveDrafts.has(key)) {
    const live = liveDrafts.get(key) as T;
    liveDrafts.delete(key);
    store?.removeItem(`${DRAFT_KEY}.${key}`);
    return live;
  }
  const raw = store?.getItem(`${DRAFT_KEY}.${key}`);
  if (!raw) return undefined;
  store?.removeItem(`${DRAFT_KEY}.${key}`);
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

/** A `geo:` URI for the device's maps app (RFC 5870), with the name as the label where maps apps read one. */
export const geoUri = (latitude: number, longitude: number, name?: string) =>
  `geo:${latitude},${longitude}?q=${latitude},${longitude}${name ? `(${encodeURIComponent(name)})` : ''}`;
