import { type AddressRow, listAddresses } from '@mall/server-address';
import { type Database, DomainError } from '@mall/server-core';
import { type CartLineView, type CartShopView, cartLineViews, groupByShop } from './cart';
import { type DeliveryOptionRow, findDeliveryOption } from './delivery';

/** What one shop's order will cost. */
export interface CheckoutGroup extends CartShopView {
  deliveryFeeMinor: number;
  totalMinor: number;
}

export interface CheckoutSummary {
  address: AddressRow;
  delivery: DeliveryOptionRow;
  groups: CheckoutGroup[];
  itemsCount: number;
  subtotalMinor: number;
  deliveryFeeMinor: number;
  totalMinor: number;
}

/**
 * The user's address `id`, or their default without one. No address at all answers DEFAULT_ADDRESS_EMPTY;
 * an id that is not theirs, NO_DATA_FOUND.
 */
export async function checkoutAddress(db: Database, userId: number, id?: number): Promise<AddressRow> {
  const book = await listAddresses(db, userId);
  if (id === undefined) {
    const chosen = book.find((address) => address.isDefault) ?? book[0];
    if (!chosen) throw new DomainError('DEFAULT_ADDRESS_EMPTY');
    return chosen;
  }
  const chosen = book.find((address) => address.id === id);
  if (!chosen) throw new DomainError(book.length === 0 ? 'DEFAULT_ADDRESS_EMPTY' : 'NO_DATA_FOUND');
  return chosen;
}

/** Each shop's available lines priced, with the delivery fee charged once per shop. */
export function priceGroups(
  lines: readonly CartLineView[],
  delivery: Pick<DeliveryOptionRow, 'feeMinor'>,
): CheckoutGroup[] {
  return groupByShop(lines.filter((line) => line.available)).map((group) => ({
    ...group,
    deliveryFeeMinor: delivery.feeMinor,
    totalMinor: group.subtotalMinor + delivery.feeMinor,
  }));
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * What the chosen lines (every available line of the cart without `lineIds`) will cost delivered to the
 * chosen (or default) address by the chosen (or first) delivery option. Totals are exact integer minor units.
 */
export async function checkoutSummary(
  db: Database,
  userId: number,
  choice: { deliveryCode?: string; lineIds?: readonly number[]; addressId?: number },
): Promise<CheckoutSummary> {
  const address = await checkoutAddress(db, userId, choice.addressId);
  const delivery = await findDeliveryOption(db, choice.deliveryCode);
  const groups = priceGroups(await cartLineViews(db, userId, choice.lineIds), delivery);
  const subtotalMinor = sum(groups.map((group) => group.subtotalMinor));
  const deliveryFeeMinor = sum(groups.map((group) => group.deliveryFeeMinor));
  return {
    address,
    delivery,
    groups,
    itemsCount: sum(groups.flatMap((group) => group.lines.map((line) => line.quantity))),
    subtotalMinor,
    deliveryFeeMinor,
    totalMinor: subtotalMinor + deliveryFeeMinor,
  };
}
