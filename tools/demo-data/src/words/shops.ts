import type { W6 } from '../localise';
import type { Lang } from '../types';

export interface ShopWords {
  name: string;
  /** Top-level category keys. */
  categories: readonly string[];
}

/** Thirty shops; the first belongs to the demo seller account. */
export const shopWords: readonly ShopWords[] = [
  { name: 'Seaside Select', categories: ['electronics', 'fashion', 'home'] },
  { name: 'Gadget Garage', categories: ['electronics'] },
  { name: 'Pixel Point', categories: ['electronics'] },
  { name: 'Sunrise Electronics', categories: ['electronics', 'sports'] },
  { name: 'Moonlight Boutique', categories: ['fashion', 'beauty'] },
  { name: 'Urban Trail', categories: ['fashion', 'sports'] },
  { name: 'Casa Sol', categories: ['home', 'grocery'] },
  { name: 'The Cozy Nest', categories: ['home', 'toys-baby'] },
  { name: 'Evergreen Home', categories: ['home'] },
  { name: 'Bright Kitchen', categories: ['home', 'grocery'] },
  { name: 'Cloud Nine Beauty', categories: ['beauty'] },
  { name: 'Petal & Pine', categories: ['beauty', 'home'] },
  { name: 'Summit Supply', categories: ['sports'] },
  { name: 'Coastline Sports', categories: ['sports', 'fashion'] },
  { name: 'Little Wonders', categories: ['toys-baby'] },
  { name: 'Happy Paws', categories: ['pets'] },
  { name: 'Paws & Claws', categories: ['pets'] },
  { name: 'Daily Pantry', categories: ['grocery'] },
  { name: 'Tea Leaf House', categories: ['grocery'] },
  { name: 'Lotus Market', categories: ['grocery', 'beauty'] },
  { name: 'Golden Panda Mart', categories: ['electronics', 'home', 'toys-baby'] },
  { name: 'Tokyo Corner', categories: ['beauty', 'grocery', 'toys-baby'] },
  { name: 'Bangkok Bazaar', categories: ['fashion', 'grocery', 'home'] },
  { name: 'Fiesta Mercado', categories: ['fashion', 'grocery'] },
  { name: 'Silk Road Trading', categories: ['fashion', 'home'] },
  { name: 'Jade Garden Shop', categories: ['home', 'beauty'] },
  { name: 'Maple & Co.', categories: ['fashion'] },
  { name: 'Northern Lights Outfitters', categories: ['sports', 'fashion'] },
  { name: 'Harbor Goods', categories: ['electronics', 'pets'] },
  { name: 'Star Bazaar', categories: ['electronics', 'toys-baby', 'pets'] },
];

/** First sentence: what the shop sells, from its category names (already joined as a list). */
export const shopIntro: Record<Lang, (name: string, categories: string) => string> = {
  en: (n, c) => `${n} sells ${c}, with fast shipping and 7-day returns.`,
  zh: (n, c) => `${n}主营${c}，发货迅速，支持 7 天退货。`,
  zhtw: (n, c) => `${n}主要販售${c}，出貨迅速，享 7 天退貨。`,
  es: (n, c) => `${n} vende ${c}, con envío rápido y devoluciones en 7 días.`,
  jp: (n, c) => `${n}は${c}を扱うショップです。迅速に発送し、7日間の返品に対応しています。`,
  th: (n, c) => `${n} จำหน่าย${c} จัดส่งรวดเร็ว คืนสินค้าได้ภายใน 7 วัน`,
};

/** How each language lists things: separator and the word before the last item. */
export const listStyle: Record<Lang, { sep: string; last: string }> = {
  en: { sep: ', ', last: ' and ' },
  zh: { sep: '、', last: '和' },
  zhtw: { sep: '、', last: '和' },
  es: { sep: ', ', last: ' y ' },
  jp: { sep: '、', last: '、' },
  th: { sep: ' ', last: ' และ' },
};

export const shopTaglines: readonly W6[] = [
  [
    'A verified Mall seller.',
    'Mall 认证卖家。',
    'Mall 認證賣家。',
    'Vendedor verificado de Mall.',
    'Mall 認定ショップです。',
    'ร้านค้าที่ผ่านการยืนยันจาก Mall',
  ],
  [
    'We ship to customers in 112 countries.',
    '我们为 112 个国家的顾客发货。',
    '我們為 112 個國家的顧客出貨。',
    'Enviamos a clientes de 112 países.',
    '112か国のお客様へ発送しています。',
    'เราจัดส่งให้ลูกค้าใน 112 ประเทศ',
  ],
  [
    'Questions? Chat with us any time.',
    '有问题？随时联系我们。',
    '有問題？隨時聯繫我們。',
    '¿Dudas? Escríbenos cuando quieras.',
    'ご質問はいつでもチャットでどうぞ。',
    'มีคำถาม? แชตกับเราได้ตลอดเวลา',
  ],
];

export const ownerFirstNames: readonly string[] = [
  'Aiko',
  'Ben',
  'Chloe',
  'David',
  'Elena',
  'Farah',
  'George',
  'Hana',
  'Ivan',
  'Julia',
  'Kenji',
  'Laura',
  'Mateo',
  'Nina',
  'Omar',
  'Priya',
  'Quentin',
  'Rosa',
  'Somchai',
  'Tara',
  'Uma',
  'Victor',
  'Wei',
  'Ximena',
  'Yuki',
  'Zoe',
];

export const ownerLastNames: readonly string[] = [
  'Tanaka',
  'Garcia',
  'Chen',
  'Smith',
  'Rossi',
  'Khan',
  'Müller',
  'Kim',
  'Silva',
  'Wong',
  'Nakamura',
  'López',
  'Srisuk',
  'Novak',
  'Haddad',
  'Lin',
];
