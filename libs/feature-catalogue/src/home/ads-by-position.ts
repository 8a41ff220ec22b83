import type { Ad } from '@mall/sdk';
import type { AdPosition } from './home-view';

const positions: readonly AdPosition[] = ['top', 'center_top', 'center', 'center_bottom', 'bottom'];

/** Ads grouped by position (docs/requirements.md R2), each group in the order the shop set. */
export function adsByPosition(ads: readonly Ad[]): Record<AdPosition, Ad[]> {
  const grouped = Object.fromEntries(positions.map((position) => [position, [] as Ad[]])) as Record<
    AdPosition,
    Ad[]
  >;
  for (const ad of ads) grouped[ad.position]?.push(ad);
  for (const position of positions) grouped[position].sort((a, b) => a.sort - b.sort);
  return grouped;
}
