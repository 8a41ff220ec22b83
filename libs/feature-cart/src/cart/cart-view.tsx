import { LocalisedText, queryStateLabels } from '@mall/i18n';
import type { Cart, CartLine, CartShopGroup } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  NUMBER_BOX_MIN,
  NumberBox,
  type NumberBoxClamp,
  pageBarRef,
  Price,
  QueryContent,
  type QueryState,
} from '@mall/ui';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CartSkeleton } from '../shared/checkout-skeletons';
import { CheckoutSteps } from '../shared/checkout-steps';
import type { CartFormats } from '../shared/formats';
import type { CartT } from '../shared/i18n';
import styles from '../shared/checkout.module.css';
import {
  allSelected,
  cartLines,
  lineProblem,
  selectableIds,
  selectedLines,
  shopSelectableIds,
  unitCount,
} from './cart-selection';

export interface CartViewProps {
  t: CartT;
  formats: CartFormats;
  cart: QueryState<Cart>;
  selected: ReadonlySet<number>;
  onToggleLine: (lineId: number) => void;
  onToggleShop: (group: CartShopGroup) => void;
  onToggleAll: () => void;
  onQuantityChange: (line: CartLine, quantity: number) => void;
  /** The line the shopper asked to remove, awaiting confirmation. */
  removing: CartLine | null;
  removeBusy: boolean;
  onAskRemove: (line: CartLine) => void;
  onConfirmRemove: () => void;
  onCancelRemove: () => void;
  onCheckout: () => void;
}

/** The cart by shop: selectable lines, quantities, removal behind a confirmation, and the selection's subtotal. */
export function CartView(props: CartViewProps) {
  const { t, cart, removing } = props;
  return (
    <section className={styles.page} aria-labelledby="cart-title">
      <CheckoutSteps t={t} current="cart" />
      <h1 id="cart-title" className={styles.title}>
        {t('cart.title')}
      </h1>
      <QueryContent
        state={cart}
        labels={queryStateLabels(t)}
        isEmpty={(data) => data.shops.length === 0}
        placeholder={<CartSkeleton />}
        empty={
          <EmptyState
            title={t('cart.empty')}
            message={t('cart.emptyHint')}
            action={
              <Link className={styles.link} to={routes.home()}>
                {t('cart.shopNow')}
              </Link>
            }
          />
        }
      >
        {(data) => <CartContent {...props} cart={data} />}
      </QueryContent>
      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title={t('cart.removeTitle')}
        message={removing ? t('cart.removeMessage', { name: removing.name.text }) : undefined}
        confirmLabel={t('cart.removeConfirm')}
        cancelLabel={t('cart.cancel')}
        confirming={props.removeBusy}
        onConfirm={props.onConfirmRemove}
        onCancel={props.onCancelRemove}
      />
    </section>
  );
}

type ContentProps = Omit<CartViewProps, 'cart'> & { cart: Cart };

function CartContent({ t, formats, cart, selected, onToggleAll, onCheckout, ...props }: ContentProps) {
  const reasonId = useId();
  const everySelectable = selectableIds(cartLines(cart));
  const chosen = selectedLines(cart, selected);
  const nothing = chosen.length === 0;
  return (
    <>
      <label className={styles.shopHeader}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={allSelected(everySelectable, selected)}
          disabled={everySelectable.length === 0}
          onChange={onToggleAll}
        />
        {t('cart.selectAll')}
      </label>
      {cart.shops.map((group) => (
        <ShopGroup key={group.shop.id} t={t} formats={formats} group={group} selected={selected} {...props} />
      ))}
      <div ref={pageBarRef} className={styles.checkoutBar}>
        <div>
          {/* Items are units, as in the cart badge: a line of 2 counts 2, whether it is selected or not. */}
          <p className={styles.muted}>
            {t('cart.selected', {
              selected: formats.count(unitCount(chosen)),
              // The cart's own count (the sum of every line's quantity): the number on the cart badge.
              total: formats.count(cart.items_count),
            })}
          </p>
          <p>
            {t('cart.subtotal')}:{' '}
            <Price amount={formats.subtotal(chosen)} approximateLabel={approximate(t, formats)} />
          </p>
        </div>
        <div>
          <Button disabled={nothing} aria-describedby={nothing ? reasonId : undefined} onClick={onCheckout}>
            {t('cart.checkout')}
          </Button>
          {nothing && (
            <p id={reasonId} className={styles.muted}>
              {t('cart.nothingSelected')}
            </p>
          )}
        </div>
      </div>
    </>
  );
}

export const approximate = (t: CartT, formats: CartFormats) =>
  formats.approximate ? t('delivery.approximate', { currency: formats.currency.code }) : undefined;

type GroupProps = Omit<ContentProps, 'cart' | 'onToggleAll' | 'onCheckout'> & { group: CartShopGroup };

function ShopGroup({ t, formats, group, selected, onToggleShop, ...props }: GroupProps) {
  const ids = shopSelectableIds(group);
  const all = allSelected(ids, selected);
  const some = ids.some((id) => selected.has(id));
  return (
    <section className={styles.card} aria-label={group.shop.name}>
      <label className={styles.shopHeader}>
        <input
          type="checkbox"
          className={styles.checkbox}
          aria-label={t('cart.selectShop', { shop: group.shop.name })}
          checked={all}
          disabled={ids.length === 0}
          ref={(box) => {
            if (box) box.indeterminate = some && !all;
          }}
          onChange={() => onToggleShop(group)}
        />
        <Link className={styles.link} to={routes.shopDetail({ id: group.shop.id })}>
          {group.shop.name}
        </Link>
      </label>
      <ul className={styles.list}>
        {group.lines.map((line) => (
          <LineItem key={line.line_id} t={t} formats={formats} line={line} selected={selected} {...props} />
        ))}
      </ul>
    </section>
  );
}

type LineProps = Pick<
  GroupProps,
  't' | 'formats' | 'selected' | 'onToggleLine' | 'onQuantityChange' | 'onAskRemove'
> & { line: CartLine };

function LineItem({ t, formats, line, selected, onToggleLine, onQuantityChange, onAskRemove }: LineProps) {
  const problem = lineProblem(line);
  const flagId = useId();
  /** Why the last quantity typed or stepped was not taken as it was (above the stock, below 1). */
  const [clamp, setClamp] = useState<NumberBoxClamp | null>(null);
  const max = Math.max(problem === 'shortStock' ? line.quantity : line.stock, NUMBER_BOX_MIN);
  const name = line.name.text;
  const removeLabel = t('cart.remove', { name });
  return (
    <li className={styles.line}>
      <input
        type="checkbox"
        className={styles.checkbox}
        aria-label={t('cart.selectLine', { name })}
        aria-describedby={problem ? flagId : undefined}
        checked={selected.has(line.line_id)}
        disabled={problem !== undefined}
        onChange={() => onToggleLine(line.line_id)}
      />
      <img className={styles.lineImage} src={line.image} alt="" width={48} height={48} loading="lazy" />
      <div className={styles.lineBody}>
        <Link className={styles.lineName} to={routes.productDetail({ id: line.product_id })}>
          <LocalisedText value={line.name} />
        </Link>
        {problem && (
          <p id={flagId} className={styles.flag}>
            {problem === 'shortStock' ? t('cart.shortStock', { stock: line.stock }) : t(`cart.${problem}`)}
          </p>
        )}
        <p className={styles.muted}>
          {t('cart.unitPrice', { amount: formats.price(line.unit_price_minor) })}
        </p>
      </div>
      <Button
        variant="ghost"
        className={styles.lineRemove}
        aria-label={removeLabel}
        title={removeLabel}
        onClick={() => onAskRemove(line)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <div className={styles.lineControls}>
        <NumberBox
          // Starts over from the server's quantity whenever it changes (after an update or a refetch).
          key={line.quantity}
          label={t('cart.quantity', { name })}
          decrementLabel={t('cart.decrease')}
          incrementLabel={t('cart.increase')}
          defaultValue={line.quantity}
          min={NUMBER_BOX_MIN}
          // A line above the stock shows its real quantity, to be lowered; the others stop at the stock.
          max={max}
          disabled={line.stock < 1}
          onChange={(quantity) => {
            setClamp(null);
            onQuantityChange(line, quantity);
          }}
          onClamp={setClamp}
        />
        <span className={styles.total}>{formats.lineTotal(line)}</span>
        {/* Always present, so the reason is announced when it appears. */}
        <p className={styles.quantityNote} aria-live="polite">
          {clamp && quantityNote(t, clamp, line, problem)}
        </p>
      </div>
    </li>
  );
}

/** Why a quantity became what it is: the stock it stopped at, or the least that can be bought. */
function quantityNote(t: CartT, clamp: NumberBoxClamp, line: CartLine, problem: string | undefined) {
  if (clamp.bound === 'min') return t('cart.quantityMin', { min: clamp.value });
  // A line already above the stock says so in its flag; its box only stops at its current quantity.
  return problem === 'shortStock' ? null : t('cart.quantityMax', { stock: line.stock });
}
