import type { W6 } from '../localise';
import type { Lang } from '../types';

/** Colour suffixes, shown in brackets after the name. */
export const colours: readonly W6[] = [
  ['Black', '黑色', '黑色', 'negro', 'ブラック', 'สีดำ'],
  ['White', '白色', '白色', 'blanco', 'ホワイト', 'สีขาว'],
  ['Navy', '藏青色', '藏青色', 'azul marino', 'ネイビー', 'สีกรมท่า'],
  ['Grey', '灰色', '灰色', 'gris', 'グレー', 'สีเทา'],
  ['Beige', '米色', '米色', 'beige', 'ベージュ', 'สีเบจ'],
  ['Olive', '橄榄绿', '橄欖綠', 'verde oliva', 'オリーブ', 'สีเขียวมะกอก'],
  ['Red', '红色', '紅色', 'rojo', 'レッド', 'สีแดง'],
  ['Pink', '粉色', '粉紅色', 'rosa', 'ピンク', 'สีชมพู'],
  ['Sky Blue', '天蓝色', '天藍色', 'azul cielo', 'スカイブルー', 'สีฟ้า'],
];

/** Model series, language-neutral: "Pro 12", "Air 3". */
export const modelSeries: readonly string[] = [
  'Pro',
  'Max',
  'Lite',
  'Plus',
  'Air',
  'Mini',
  'S',
  'X',
  'Ultra',
  'Neo',
  'Go',
  'One',
];
export const MODEL_NUMBERS = 24;
export const SHADES = 24;

/** An opening sentence from the product name and the category name as used mid-sentence. */
export type IntroTemplate = (name: string, category: string) => string;

export const intros: Record<Lang, readonly IntroTemplate[]> = {
  en: [
    (n, c) => `Meet the ${n}, a favourite in our ${c} range.`,
    (n) => `The ${n} brings everyday quality at a fair price.`,
    (n, c) => `Looking for ${c}? The ${n} is a reliable choice.`,
  ],
  zh: [
    (n, c) => `${n}，${c}类热销好物。`,
    (n) => `${n}以实惠的价格带来日常品质之选。`,
    (n, c) => `想入手${c}？${n}值得信赖。`,
  ],
  zhtw: [
    (n, c) => `${n}，${c}類熱銷好物。`,
    (n) => `${n}以實惠的價格帶來日常品質之選。`,
    (n, c) => `想入手${c}？${n}值得信賴。`,
  ],
  es: [
    (n, c) => `Descubre ${n}, uno de los favoritos de nuestra sección de ${c}.`,
    (n) => `${n}: calidad para el día a día a un precio justo.`,
    (n, c) => `¿Buscas ${c}? ${n} es una opción fiable.`,
  ],
  jp: [
    (n, c) => `${n}は、${c}カテゴリーで人気の商品です。`,
    (n) => `${n}は、毎日使える品質をお手頃価格でお届けします。`,
    (n, c) => `${c}をお探しなら、${n}がおすすめです。`,
  ],
  th: [
    (n, c) => `${n} สินค้ายอดนิยมในหมวด${c}`,
    (n) => `${n} คุณภาพดีสำหรับทุกวันในราคาที่คุ้มค่า`,
    (n, c) => `กำลังมองหา${c}อยู่ใช่ไหม ${n} คือตัวเลือกที่วางใจได้`,
  ],
};

/** Closing sentences about shipping and the 7-day return policy. */
export const closings: readonly W6[] = [
  [
    'Ships within 48 hours, with 7-day returns.',
    '48 小时内发货，支持 7 天退货。',
    '48 小時內出貨，享 7 天退貨。',
    'Envío en 48 horas y devoluciones en 7 días.',
    '48時間以内に発送、7日間返品可能。',
    'จัดส่งภายใน 48 ชั่วโมง คืนสินค้าได้ภายใน 7 วัน',
  ],
  [
    'Sold and shipped by a verified Mall shop; 7-day returns.',
    '由 Mall 认证店铺销售并发货，支持 7 天退货。',
    '由 Mall 認證商店銷售並出貨，享 7 天退貨。',
    'Vendido y enviado por una tienda verificada de Mall; devoluciones en 7 días.',
    'Mall 認定ショップが販売・発送します。7日間返品可能。',
    'จำหน่ายและจัดส่งโดยร้านค้าที่ผ่านการยืนยันของ Mall คืนสินค้าได้ภายใน 7 วัน',
  ],
];

/** What goes between two sentences. */
export const sentenceGap: Record<Lang, string> = { en: ' ', zh: '', zhtw: '', es: ' ', jp: '', th: ' ' };
