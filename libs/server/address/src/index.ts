export {
  citySlug,
  countryList,
  featuredCountries,
  isCountryCode,
  type RegionItem,
  type RegionLevel,
  regionsFor,
} from './regions';
export {
  type AddressFields,
  type AddressRow,
  hasPostcodeFormat,
  isPostcodeOf,
  listAddresses,
  MAX_ADDRESSES_PER_USER,
  removeAddress,
  saveAddress,
  setDefaultAddress,
} from './address-book';
