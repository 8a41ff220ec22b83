import { distanceKm, foldText, loadPlaces, nearestPlace, searchPlaces, wrapLongitude } from './places';

const english = new Intl.DisplayNames(['en'], { type: 'region' });
const thai = new Intl.DisplayNames(['th'], { type: 'region' });

describe('the place list', () => {
  it('ships the world’s big cities and capitals with WGS 84 coordinates', async () => {
    const { places, attribution } = await loadPlaces();
    expect(places.length).toBeGreaterThan(4000);
    expect(attribution).toMatch(/GeoNames/);
    for (const place of places) {
      expect(Math.abs(place.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(place.longitude)).toBeLessThanOrEqual(180);
      expect(place.country).toMatch(/^[A-Z]{2}$/);
    }
    const bangkok = places.find((place) => place.name === 'Bangkok');
    expect(bangkok).toMatchObject({ country: 'TH' });
    expect(distanceKm(bangkok!, { latitude: 13.7563, longitude: 100.5018 })).toBeLessThan(5);
  });

  it('finds places by the start of their name first, accents ignored, and by their country’s name', async () => {
    const { places } = await loadPlaces();
    const name = (code: string) => english.of(code) ?? code;
    expect(searchPlaces(places, 'sao paulo', name)[0]).toMatchObject({ name: 'São Paulo', country: 'BR' });
    expect(searchPlaces(places, 'Bang', name)[0]?.name).toBe('Bangkok');
    expect(searchPlaces(places, '', name)).toEqual([]);
    const inThailand = searchPlaces(places, 'ไทย', (code) => thai.of(code) ?? code);
    expect(inThailand.length).toBeGreaterThan(0);
    expect(inThailand.every((place) => place.country === 'TH')).toBe(true);
  });

  it('names a pinned point after the nearest listed place', async () => {
    const { places } = await loadPlaces();
    expect(nearestPlace(places, { latitude: 35.69, longitude: 139.69 })?.place.name).toBe('Tokyo');
  });

  it('folds text and wraps longitudes', () => {
    expect(foldText('  Zürich ')).toBe('zurich');
    expect(wrapLongitude(190)).toBe(-170);
    expect(wrapLongitude(-190)).toBe(170);
    expect(wrapLongitude(100.5)).toBe(100.5);
  });
});
