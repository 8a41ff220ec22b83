import countries from 'i18n-iso-countries';
import { DomainError, type Language } from '@mall/server-core';

/**
 * The address form's pickers (`POST /citys`). Countries are every ISO 3166-1 alpha-2 code, named in the
 * request's language from CLDR. States/provinces (ISO 3166-2 codes) and cities (a slug of their English name)
 * come from a compact static dataset of featured countries, in English; a country without states here takes
 * the state as free text.
 */
interface StateEntry {
  code: string;
  name: string;
  cities: readonly string[];
}

interface CountryEntry {
  code: string;
  name: string;
  states: readonly StateEntry[];
}

export interface RegionItem {
  code: string;
  name: string;
}

export type RegionLevel = 'country' | 'state' | 'city';

const state = (code: string, name: string, cities: readonly string[]): StateEntry => ({ code, name, cities });

const COUNTRIES: readonly CountryEntry[] = [
  {
    code: 'US',
    name: 'United States',
    states: [
      state('US-CA', 'California', ['Los Angeles', 'San Francisco', 'San Diego', 'San Jose', 'Sacramento']),
      state('US-NY', 'New York', ['New York City', 'Buffalo', 'Rochester', 'Albany']),
      state('US-TX', 'Texas', ['Houston', 'Dallas', 'Austin', 'San Antonio']),
      state('US-FL', 'Florida', ['Miami', 'Orlando', 'Tampa', 'Jacksonville']),
      state('US-WA', 'Washington', ['Seattle', 'Spokane', 'Tacoma']),
      state('US-IL', 'Illinois', ['Chicago', 'Springfield', 'Naperville']),
    ],
  },
  {
    code: 'CN',
    name: 'China',
    states: [
      state('CN-BJ', 'Beijing', ['Dongcheng', 'Xicheng', 'Chaoyang', 'Haidian']),
      state('CN-SH', 'Shanghai', ['Huangpu', 'Pudong New Area', 'Xuhui', 'Minhang']),
      state('CN-GD', 'Guangdong', ['Guangzhou', 'Shenzhen', 'Dongguan', 'Foshan', 'Zhuhai']),
      state('CN-ZJ', 'Zhejiang', ['Hangzhou', 'Ningbo', 'Wenzhou', 'Yiwu']),
      state('CN-JS', 'Jiangsu', ['Nanjing', 'Suzhou', 'Wuxi']),
      state('CN-SC', 'Sichuan', ['Chengdu', 'Mianyang', 'Leshan']),
    ],
  },
  {
    code: 'TW',
    name: 'Taiwan',
    states: [
      state('TW-TPE', 'Taipei', ['Zhongzheng', 'Da-an', 'Xinyi', 'Shilin']),
      state('TW-NWT', 'New Taipei', ['Banqiao', 'Xinzhuang', 'Zhonghe', 'Tamsui']),
      state('TW-TXG', 'Taichung', ['West District', 'Beitun', 'Fengyuan']),
      state('TW-KHH', 'Kaohsiung', ['Lingya', 'Sanmin', 'Zuoying']),
    ],
  },
  {
    code: 'JP',
    name: 'Japan',
    states: [
      state('JP-13', 'Tokyo', ['Shinjuku', 'Shibuya', 'Minato', 'Chiyoda', 'Hachioji']),
      state('JP-27', 'Osaka', ['Osaka', 'Sakai', 'Toyonaka']),
      state('JP-26', 'Kyoto', ['Kyoto', 'Uji', 'Kameoka']),
      state('JP-14', 'Kanagawa', ['Yokohama', 'Kawasaki', 'Sagamihara']),
      state('JP-23', 'Aichi', ['Nagoya', 'Toyota', 'Okazaki']),
      state('JP-01', 'Hokkaido', ['Sapporo', 'Asahikawa', 'Hakodate']),
      state('JP-40', 'Fukuoka', ['Fukuoka', 'Kitakyushu', 'Kurume']),
    ],
  },
  {
    code: 'TH',
    name: 'Thailand',
    states: [
      state('TH-10', 'Bangkok', ['Bang Rak', 'Pathum Wan', 'Watthana', 'Chatuchak']),
      state('TH-50', 'Chiang Mai', ['Mueang Chiang Mai', 'San Sai', 'Hang Dong']),
      state('TH-83', 'Phuket', ['Mueang Phuket', 'Kathu', 'Thalang']),
      state('TH-20', 'Chon Buri', ['Pattaya', 'Mueang Chon Buri', 'Si Racha']),
      state('TH-40', 'Khon Kaen', ['Mueang Khon Kaen', 'Ban Phai']),
      state('TH-90', 'Songkhla', ['Hat Yai', 'Mueang Songkhla']),
    ],
  },
  {
    code: 'ES',
    name: 'Spain',
    states: [
      state('ES-MD', 'Community of Madrid', ['Madrid', 'Alcala de Henares', 'Getafe']),
      state('ES-CT', 'Catalonia', ['Barcelona', 'Girona', 'Tarragona', 'Lleida']),
      state('ES-AN', 'Andalusia', ['Seville', 'Malaga', 'Granada', 'Cordoba']),
      state('ES-VC', 'Valencian Community', ['Valencia', 'Alicante', 'Castellon de la Plana']),
      state('ES-PV', 'Basque Country', ['Bilbao', 'San Sebastian', 'Vitoria-Gasteiz']),
      state('ES-GA', 'Galicia', ['A Coruna', 'Vigo', 'Santiago de Compostela']),
    ],
  },
  {
    code: 'GB',
    name: 'United Kingdom',
    states: [
      state('GB-ENG', 'England', ['London', 'Manchester', 'Birmingham', 'Liverpool']),
      state('GB-SCT', 'Scotland', ['Edinburgh', 'Glasgow', 'Aberdeen']),
      state('GB-WLS', 'Wales', ['Cardiff', 'Swansea', 'Newport']),
      state('GB-NIR', 'Northern Ireland', ['Belfast', 'Derry']),
    ],
  },
  {
    code: 'DE',
    name: 'Germany',
    states: [
      state('DE-BE', 'Berlin', ['Berlin']),
      state('DE-BY', 'Bavaria', ['Munich', 'Nuremberg', 'Augsburg']),
      state('DE-HH', 'Hamburg', ['Hamburg']),
      state('DE-NW', 'North Rhine-Westphalia', ['Cologne', 'Dusseldorf', 'Dortmund']),
    ],
  },
  {
    code: 'CA',
    name: 'Canada',
    states: [
      state('CA-ON', 'Ontario', ['Toronto', 'Ottawa', 'Hamilton']),
      state('CA-QC', 'Quebec', ['Montreal', 'Quebec City', 'Laval']),
      state('CA-BC', 'British Columbia', ['Vancouver', 'Victoria', 'Surrey']),
      state('CA-AB', 'Alberta', ['Calgary', 'Edmonton']),
    ],
  },
  {
    code: 'AU',
    name: 'Australia',
    states: [
      state('AU-NSW', 'New South Wales', ['Sydney', 'Newcastle', 'Wollongong']),
      state('AU-VIC', 'Victoria', ['Melbourne', 'Geelong', 'Ballarat']),
      state('AU-QLD', 'Queensland', ['Brisbane', 'Gold Coast', 'Cairns']),
      state('AU-WA', 'Western Australia', ['Perth', 'Fremantle']),
    ],
  },
];

/** Every ISO 3166-1 alpha-2 code, from the kept `i18n-iso-countries` list (XK, Kosovo, included). */
const ISO_COUNTRY_CODES: ReadonlySet<string> = new Set(Object.keys(countries.getAlpha2Codes()));

/** Whether `code` is an ISO 3166-1 alpha-2 country code (upper case). */
export const isCountryCode = (code: string): boolean => ISO_COUNTRY_CODES.has(code);

/** The BCP 47 locale of each interface language, for country names and their order. */
const LOCALES: Record<Language, string> = {
  en: 'en',
  zh: 'zh-Hans',
  zhtw: 'zh-Hant',
  es: 'es',
  jp: 'ja',
  th: 'th',
};

const countryLists = new Map<Language, RegionItem[]>();

/**
 * Every country, named in `lang` by the runtime's CLDR data (`Intl.DisplayNames`) and sorted by that name in
 * that language's order. Built once per language.
 */
export function countryList(lang: Language): RegionItem[] {
  const cached = countryLists.get(lang);
  if (cached) return cached;
  const locale = LOCALES[lang];
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const list = [...ISO_COUNTRY_CODES]
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
  countryLists.set(lang, list);
  return list;
}

/** A city's code: its English name as an ASCII slug (`New York City` → `new-york-city`). */
export const citySlug = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * One level of the pickers: every country (named in `lang`) without `country`; a country's states/provinces
 * with it (an empty list where this dataset has none); a state's cities with both. A code that is no country,
 * or a state that is not the given country's, answers NO_DATA_FOUND; a state without a country,
 * MISSING_PARAMETERS.
 */
export function regionsFor(
  lang: Language,
  country?: string,
  stateCode?: string,
): { level: RegionLevel; list: RegionItem[] } {
  if (!country) {
    if (stateCode) throw new DomainError('MISSING_PARAMETERS');
    return { level: 'country', list: countryList(lang) };
  }
  const code = country.toUpperCase();
  if (!isCountryCode(code)) throw new DomainError('NO_DATA_FOUND');
  const entry = COUNTRIES.find((candidate) => candidate.code === code);
  if (!stateCode) {
    return {
      level: 'state',
      list: (entry?.states ?? []).map(({ code: state, name }) => ({ code: state, name })),
    };
  }
  if (!entry) throw new DomainError('NO_DATA_FOUND');
  const found = entry.states.find((candidate) => candidate.code === stateCode.toUpperCase());
  if (!found) throw new DomainError('NO_DATA_FOUND');
  return { level: 'city', list: found.cities.map((name) => ({ code: citySlug(name), name })) };
}

/** The featured countries and their states, for tests and checks of the dataset. */
export const featuredCountries: readonly CountryEntry[] = COUNTRIES;
