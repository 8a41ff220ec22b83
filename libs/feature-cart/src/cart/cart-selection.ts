import type { Cart, CartLine, CartShopGroup } from '@mall/sdk';

/** Why a line cannot be checked out, or undefined when it can. */
export type LineProblem = 'outOfStock' | 'shortStock' | 'expired';

export function lineProblem(line: CartLine): LineProblem | undefined {
  if (line.available) return undefined;
  if (line.stock < 1) return 'outOfStock';
  if (line.quantity > line.stock) return 'shortStock';
  return 'expired';
}

const isSelectable = (line: CartLine) => lineProblem(line) === undefined;

export const selectableIds = (lines: readonly CartLine[]) =>
  lines.filter(isSelectable).map((line) => line.line_id);

export const cartLines = (cart: Cart) => cart.shops.flatMap((shop) => shop.lines);

/**
 * The lines checked out: the shopper's choice (every selectable line until they choose), never a line that
 * cannot be bought, so a line that went out of stock leaves the selection by itself.
 */
export function effectiveSelection(cart: Cart, chosen: ReadonlySet<number> | null): ReadonlySet<number> {
  const selectable = selectableIds(cartLines(cart));
  return new Set(chosen === null ? selectable : selectable.filter((id) => chosen.has(id)));
}

/** Whether every line of `ids` is selected (false for none). */
export const allSelected = (ids: readonly number[], selected: ReadonlySet<number>) =>
  ids.length > 0 && ids.every((id) => selected.has(id));

/** Selects `ids` unless all are selected already, in which case it unselects them. */
export function toggleAll(ids: readonly number[], selected: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  const select = !allSelected(ids, selected);
  for (const id of ids) {
    if (select) next.add(id);
    else next.delete(id);
  }
  return next;
}

export const shopSelectableIds = (group: CartShopGroup) => selectableIds(group.lines);

/** The selected lines, with their current unit prices and quantities. */
export const selectedLines = (cart: Cart, selected: ReadonlySet<number>) =>
  cartLines(cart).filter((line) => selected.has(line.line_id));

/** How many items the lines hold: their quantities added up, as the cart badge counts them. */
export const unitCount = (lines: readonly CartLine[]) =>
  lines.reduce((count, line) => count + line.quantity, 0);
