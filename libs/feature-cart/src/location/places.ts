/**
 * The place list the location pages search: the world's cities of 100,000 people or more and every capital
 * (generated from GeoNames by tools/workspace/generate-places.mjs), shipped with the app and loaded with the
 * location pages only. Coordinates are WGS 84 degrees.
 */
export interface Place {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  latitude: number;
  longitude: number;
}

export interface PlaceList {
  places: Place[];
  /** Who the list comes from, for the map's attribution. */
  attribution: string;
}

type PlaceRow = [string, string, number, number];

/** Loads the list (a chunk of its own, fetched from the app's own origin). */
export async function loadPlaces(): Promise<PlaceList> {
  const data = (await import('./places.gen.json')).default as unknown as {
    attribution: string;
    places: PlaceRow[];
  };
  return {
    attribution: data.attribution,
    places: data.places.map(([name, country, latitude, longitude]) => ({
      name,
      country,
      latitude,
      longitude,
    })),
  };
}

/** Lower case, accents dropped: "São Paulo" is found by "sao paulo". */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * The places whose name, or whose country's name in the shopper's language, matches `query`: names that start
 * with it first, then names containing it, then places of a country so named; biggest first within each.
 */
export function searchPlaces(
  places: readonly Place[],
  query: string,
  countryName: (code: string) => string,
  limit = 8,
): Place[] {
  const wanted = foldText(query);
  if (!wanted) return [];
  const starts: Place[] = [];
  const contains: Place[] = [];
  const inCountry: Place[] = [];
  for (const place of places) {
    const name = foldText(place.name);
    if (name.startsWith(wanted)) starts.push(place);
    else if (name.includes(wanted)) contains.push(place);
    else if (inCountry.length < limit && foldText(countryName(place.country)).startsWith(wanted)) {
      inCountry.push(place);
    }
    if (starts.length >= limit) break;
  }
  return [...starts, ...contains, ...inCountry].slice(0, limit);
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The listed place nearest to a point, with its distance. */
export function nearestPlace(
  places: readonly Place[],
  point: { latitude: number; longitude: number },
): { place: Place; km: number } | undefined {
  let best: { place: Place; km: number } | undefined;
  for (const place of places) {
    const km = distanceKm(point, place);
    if (!best || km < best.km) best = { place, km };
  }
  return best;
}

/** Keeps a longitude within −180…180 after the map was panned around the world. */
export const wrapLongitude = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;

/** Degrees rounded to 6 decimals (~0.1 m), as stored. */
export const roundDegrees = (value: number) => Math.round(value * 1e6) / 1e6;
