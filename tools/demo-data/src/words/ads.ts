import type { W6 } from '../localise';
import type { Lang } from '../types';

type Template = Record<Lang, (subject: string) => string>;

/** What an ad offers; its picture shows the offer without words where it can (a figure, a sign). */
export type AdOffer = 'new' | 'sale' | 'brand' | 'shop' | 'about' | 'news';

/** The saving the sale titles below promise ("up to 40% off", "六折"), as the sale picture shows it. */
export const SALE_FIGURE = '−40%';

/** Ad titles about a category (the name as used mid-sentence), each with the offer its picture shows. */
export const categoryAdTitles: readonly { offer: Extract<AdOffer, 'new' | 'sale'>; title: Template }[] = [
  {
    offer: 'new',
    title: {
      en: (c) => `${c}: new season arrivals`,
      zh: (c) => `${c}新品上市`,
      zhtw: (c) => `${c}新品上市`,
      es: (c) => `Novedades de temporada en ${c}`,
      jp: (c) => `${c}の新作が登場`,
      th: (c) => `${c} สินค้าใหม่ประจำฤดูกาล`,
    },
  },
  {
    offer: 'sale',
    title: {
      en: (c) => `Up to 40% off ${c}`,
      zh: (c) => `${c}低至六折`,
      zhtw: (c) => `${c}低至六折`,
      es: (c) => `Hasta un 40 % de descuento en ${c}`,
      jp: (c) => `${c}が最大40%オフ`,
      th: (c) => `${c} ลดสูงสุด 40%`,
    },
  },
];

export const brandAdTitle: Template = {
  en: (b) => `Discover ${b}: this season's favourites`,
  zh: (b) => `探索${b}：本季人气单品`,
  zhtw: (b) => `探索${b}：本季人氣單品`,
  es: (b) => `Descubre ${b}: los favoritos de la temporada`,
  jp: (b) => `${b}の今季人気アイテムをチェック`,
  th: (b) => `พบกับ ${b} สินค้ายอดนิยมประจำฤดูกาล`,
};

export const shopAdTitle: Template = {
  en: (s) => `Visit ${s}: free shipping this week`,
  zh: (s) => `逛逛${s}：本周包邮`,
  zhtw: (s) => `逛逛${s}：本週免運`,
  es: (s) => `Visita ${s}: envío gratis esta semana`,
  jp: (s) => `${s}：今週は送料無料`,
  th: (s) => `แวะชม ${s} ส่งฟรีสัปดาห์นี้`,
};

export const aboutAdTitle: W6 = [
  'Shoppers from 112 countries. Pay with USDT, ETH or BTC.',
  '来自 112 个国家的顾客，支持 USDT、ETH、BTC 支付。',
  '來自 112 個國家的顧客，支援 USDT、ETH、BTC 付款。',
  'Clientes de 112 países. Paga con USDT, ETH o BTC.',
  '112か国のお客様が利用中。USDT・ETH・BTC で支払えます。',
  'ลูกค้าจาก 112 ประเทศ ชำระด้วย USDT, ETH หรือ BTC ได้',
];

export const newsAdTitle: W6 = [
  'Latest news and offers',
  '最新资讯与优惠',
  '最新消息與優惠',
  'Últimas noticias y ofertas',
  '最新ニュースとお得な情報',
  'ข่าวสารและโปรโมชันล่าสุด',
];
