export {
  citySlug,
  featuredCountries,
  isCountryCode,
  type RegionItem,
  type RegionLevel,
  regionsFor,
} from './regions';
