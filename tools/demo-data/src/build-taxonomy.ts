import { imageKey } from './image-keys';
import { loc, same } from './localise';
import type { DemoBrand, DemoCategory } from './types';
import { brandWords } from './words/brands';
import { topCategoryWords } from './words/categories';

export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Eight top-level categories, each followed by its sub-categories. */
export function buildCategories(): DemoCategory[] {
  const categories: DemoCategory[] = [];
  topCategoryWords.forEach((top, topIndex) => {
    categories.push({
      key: top.key,
      parentKey: null,
      name: loc(top.name),
      imageKey: imageKey.category(top.key),
      sort: topIndex + 1,
    });
    top.subs.forEach((sub, subIndex) => {
      categories.push({
        key: sub.key,
        parentKey: top.key,
        name: loc(sub.name),
        imageKey: imageKey.category(sub.key),
        sort: subIndex + 1,
      });
    });
  });
  return categories;
}

export function buildBrands(): DemoBrand[] {
  return brandWords.map((brand) => {
    const key = slug(brand.name);
    return {
      key,
      name: brand.localised ? loc(brand.localised) : same(brand.name),
      logoKey: imageKey.brand(key),
      top: brand.top === true,
      categoryKeys: [...brand.categories],
    };
  });
}
