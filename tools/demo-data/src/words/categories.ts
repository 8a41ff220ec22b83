import { electronics, fashion } from './electronics-fashion';
import { grocery, pets } from './grocery-pets';
import { beauty, home } from './home-beauty';
import type { TopCategoryWords } from './shape';
import { sports, toys } from './sports-toys';

/** The eight top-level categories in display order, each with its sub-categories and word tables. */
export const topCategoryWords: readonly TopCategoryWords[] = [
  electronics,
  fashion,
  home,
  beauty,
  sports,
  toys,
  grocery,
  pets,
];
