import { DomainError } from '@mall/server-core';

/**
 * A compact, static region dataset for the address form's pickers (`POST /citys`). Countries use
 * ISO 3166-1 alpha-2 codes, states/provinces ISO 3166-2 codes, cities a slug of their English name. Names are
 * English. A country listed without states has none here: the form then takes the state as free text.
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
  { code: 'FR', name: 'France', states: [] },
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
  { code: 'SG', name: 'Singapore', states: [] },
  { code: 'MY', name: 'Malaysia', states: [] },
  { code: 'KR', name: 'South Korea', states: [] },
  { code: 'MX', name: 'Mexico', states: [] },
];

/**
 * Every officially assigned ISO 3166-1 alpha-2 code, plus XK (Kosovo, user-assigned but in common use).
 * Addresses may be in any of these countries; the pickers offer only the featured ones above.
 */
const ISO_COUNTRY_CODES = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
    'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
    'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
    'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
    'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
    'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
    'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK ' +
    'YE YT ZA ZM ZW'
  ).split(' '),
);

/** Whether `code` is an ISO 3166-1 alpha-2 country code (upper case). */
export const isCountryCode = (code: string): boolean => ISO_COUNTRY_CODES.has(code);

/** A city's code: its English name as an ASCII slug (`New York City` → `new-york-city`). */
export const citySlug = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const byName = (a: RegionItem, b: RegionItem) => a.name.localeCompare(b.name, 'en');

/**
 * One level of the pickers: the featured countries without `country`; a country's states/provinces with it
 * (an empty list where this dataset has none); a state's cities with both. An unknown country or state, or a
 * state that is not the given country's, answers NO_DATA_FOUND; a state without a country, MISSING_PARAMETERS.
 */
export function regionsFor(country?: string, stateCode?: string): { level: RegionLevel; list: RegionItem[] } {
  if (!country) {
    if (stateCode) throw new DomainError('MISSING_PARAMETERS');
    return { level: 'country', list: COUNTRIES.map(({ code, name }) => ({ code, name })).sort(byName) };
  }
  const entry = COUNTRIES.find((candidate) => candidate.code === country.toUpperCase());
  if (!entry) throw new DomainError('NO_DATA_FOUND');
  if (!stateCode) return { level: 'state', list: entry.states.map(({ code, name }) => ({ code, name })) };
  const found = entry.states.find((candidate) => candidate.code === stateCode.toUpperCase());
  if (!found) throw new DomainError('NO_DATA_FOUND');
  return { level: 'city', list: found.cities.map((name) => ({ code: citySlug(name), name })) };
}

/** The featured countries and their states, for tests and checks of the dataset. */
export const featuredCountries: readonly CountryEntry[] = COUNTRIES;
