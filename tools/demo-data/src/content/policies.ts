import type { DemoPolicy, Lang, PolicySlug } from '../types';
import { en } from './policies/en';
import { es } from './policies/es';
import { jp } from './policies/jp';
import type { PolicyTexts } from './policies/shape';
import { th } from './policies/th';
import { zh } from './policies/zh';
import { zhtw } from './policies/zhtw';

export const policySlugs: readonly PolicySlug[] = [
  'terms',
  'support',
  'return',
  'privacy',
  'about_us',
  'user',
];

const texts: Record<Lang, PolicyTexts> = { en, zh, zhtw, es, jp, th };

/** The six policy pages (docs/requirements.md R1), fully translated. */
export function buildPolicies(updatedAt: string): DemoPolicy[] {
  const field = (slug: PolicySlug, pick: (text: PolicyTexts[PolicySlug]) => string) => ({
    en: pick(texts.en[slug]),
    zh: pick(texts.zh[slug]),
    zhtw: pick(texts.zhtw[slug]),
    es: pick(texts.es[slug]),
    jp: pick(texts.jp[slug]),
    th: pick(texts.th[slug]),
  });
  return policySlugs.map((slug) => ({
    slug,
    title: field(slug, (text) => text.title),
    bodyHtml: field(slug, (text) => text.blocks.join('')),
    updatedAt,
  }));
}
