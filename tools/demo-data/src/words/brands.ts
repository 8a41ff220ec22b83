import type { W6 } from '../localise';

export interface BrandWords {
  name: string;
  /** A localised name, for the few brands that have one; the others use `name` everywhere. */
  localised?: W6;
  /** Top-level category keys. */
  categories: readonly string[];
  top?: true;
}

/** Forty fictional brands, five per top-level category; ten are "top brands" (docs/requirements.md R9). */
export const brandWords: readonly BrandWords[] = [
  { name: 'Voltix', categories: ['electronics'], top: true },
  { name: 'Auralink', categories: ['electronics'], top: true },
  { name: 'Nexora', categories: ['electronics'], top: true },
  { name: 'Pixelle', categories: ['electronics'] },
  { name: 'Kinetica', categories: ['electronics', 'sports'] },
  { name: 'Maison Lune', categories: ['fashion'], top: true },
  { name: 'Northwind', categories: ['fashion', 'sports'], top: true },
  { name: 'Urbanthread', categories: ['fashion'] },
  { name: 'Solstice', categories: ['fashion'] },
  { name: 'Velora', categories: ['fashion', 'beauty'] },
  { name: 'Hearthly', categories: ['home'], top: true },
  { name: 'Oakhaven', categories: ['home'] },
  { name: 'Casa Verde', categories: ['home'] },
  { name: 'Lumina Home', categories: ['home'] },
  { name: 'Kettleworks', categories: ['home'] },
  { name: 'Bloomé', categories: ['beauty'], top: true },
  { name: 'Aurelia', categories: ['beauty'] },
  { name: 'Dewdrop', categories: ['beauty'] },
  { name: 'Silkara', categories: ['beauty'] },
  { name: 'Petalis', categories: ['beauty'] },
  { name: 'Trailpeak', categories: ['sports'], top: true },
  { name: 'Stridex', categories: ['sports', 'fashion'] },
  { name: 'Summitra', categories: ['sports'] },
  { name: 'Peakform', categories: ['sports'] },
  { name: 'Ridgeway', categories: ['sports'] },
  { name: 'Tinytown', categories: ['toys-baby'], top: true },
  { name: 'Kiddo Lab', categories: ['toys-baby'] },
  { name: 'Puzzlepop', categories: ['toys-baby'] },
  {
    name: 'Little Oak',
    localised: ['Little Oak', '小橡树', '小橡樹', 'Little Oak', 'リトルオーク', 'Little Oak'],
    categories: ['toys-baby'],
  },
  { name: 'Gamewell', categories: ['toys-baby'] },
  {
    name: 'Golden Grove',
    localised: ['Golden Grove', '金色果园', '金色果園', 'Golden Grove', 'ゴールデングローブ', 'Golden Grove'],
    categories: ['grocery'],
  },
  { name: 'Leafwise', categories: ['grocery'] },
  { name: 'Bean & Bloom', categories: ['grocery'] },
  { name: 'Harvest Lane', categories: ['grocery'] },
  {
    name: 'Sakura Farm',
    localised: ['Sakura Farm', '樱花农场', '櫻花農場', 'Sakura Farm', 'さくらファーム', 'ซากุระฟาร์ม'],
    categories: ['grocery'],
  },
  { name: 'Pawsome', categories: ['pets'], top: true },
  { name: 'Whiskerly', categories: ['pets'] },
  { name: 'Barkley & Co.', categories: ['pets'] },
  { name: 'Happy Tails', categories: ['pets'] },
  { name: 'Furbloom', categories: ['pets'] },
];
