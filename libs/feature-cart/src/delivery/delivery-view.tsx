import { LocalisedText, queryStateLabels } from '@mall/i18n';
import { type CheckoutSummary, type DeliveryOption, ErrorCode, isApiError } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { Button, pageBarRef, QueryContent, type QueryState, TextField } from '@mall/ui';
import { Link } from 'react-router';
import { approximate } from '../cart/cart-view';
import { DeliveryOptionsSkeleton, ReviewSkeleton } from '../shared/checkout-skeletons';
import { CheckoutSteps } from '../shared/checkout-steps';
import type { CartFormats } from '../shared/formats';
import type { CartT } from '../shared/i18n';
import { parseIdList } from '../shared/id-list';
import styles from '../shared/checkout.module.css';

export interface DeliveryViewProps {
  t: CartT;
  formats: CartFormats;
  /** The chosen lines as the address step carries them ("1,3"). */
  lines: string;
  options: QueryState<DeliveryOption[]>;
  code: string | undefined;
  onChooseCode: (code: string) => void;
  summary: QueryState<CheckoutSummary>;
  remark: string;
  onRemarkChange: (remark: string) => void;
  placing: boolean;
  onPlaceOrder: (summary: CheckoutSummary) => void;
}

/** Checkout's third step: the delivery option, then the orders (one per shop) to review and place. */
export function DeliveryView({
  t,
  formats,
  lines,
  options,
  code,
  onChooseCode,
  summary,
  ...props
}: DeliveryViewProps) {
  return (
    <section className={styles.page} aria-labelledby="delivery-title">
      <CheckoutSteps t={t} current="delivery" />
      <h1 id="delivery-title" className={styles.title}>
        {t('delivery.title')}
      </h1>
      {lines === '' ? (
        <p className={styles.notice}>{t('address.noLines')}</p>
      ) : (
        <>
          <QueryContent
            state={options}
            labels={queryStateLabels(t)}
            placeholder={<DeliveryOptionsSkeleton />}
          >
            {(list) => (
              <fieldset className={styles.choices}>
                <legend>{t('delivery.options')}</legend>
                {list.map((option) => (
                  <label key={option.code} className={styles.choice}>
                    <input
                      type="radio"
                      name="delivery"
                      checked={option.code === code}
                      onChange={() => onChooseCode(option.code)}
                    />
                    <span className={styles.choiceText}>
                      <strong>
                        <LocalisedText value={option.name} />
                      </strong>
                      <span>
                        {option.fee_minor === 0
                          ? t('delivery.free')
                          : t('delivery.fee', { amount: formats.price(option.fee_minor) })}
                      </span>
                      <span className={styles.muted}>
                        {t('delivery.eta', { min: option.eta_days_min, max: option.eta_days_max })}
                      </span>
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
          </QueryContent>
          <QueryContent
            state={summary}
            labels={queryStateLabels(t)}
            placeholder={<ReviewSkeleton lines={parseIdList(lines).length} />}
            renderError={(error) =>
              isApiError(error, ErrorCode.DEFAULT_ADDRESS_EMPTY) ? (
                <p className={styles.notice}>
                  {t('delivery.noAddress')}{' '}
                  <Link className={styles.link} to={routes.cartEdit({ lines })}>
                    {t('address.add')}
                  </Link>
                </p>
              ) : undefined
            }
          >
            {(data) => <Review t={t} formats={formats} lines={lines} summary={data} {...props} />}
          </QueryContent>
        </>
      )}
      <Link className={styles.link} to={routes.cartEdit({ lines })}>
        {t('delivery.back')}
      </Link>
    </section>
  );
}

type ReviewProps = Pick<
  DeliveryViewProps,
  't' | 'formats' | 'lines' | 'remark' | 'onRemarkChange' | 'placing' | 'onPlaceOrder'
> & { summary: CheckoutSummary };

function Review({ t, formats, lines, summary, remark, onRemarkChange, placing, onPlaceOrder }: ReviewProps) {
  const { address } = summary;
  const approximateNote = approximate(t, formats);
  return (
    <>
      <section className={styles.card} aria-label={t('delivery.shipTo')}>
        <p className={styles.row}>
          <strong>{t('delivery.shipTo')}</strong>
          <Link className={styles.link} to={routes.cartEdit({ lines })}>
            {t('delivery.change')}
          </Link>
        </p>
        <p>
          {address.name} · {address.telephone}
        </p>
        <p className={styles.muted}>
          {[address.street, address.city, address.state, address.postcode, address.country]
            .filter(Boolean)
            .join(', ')}
        </p>
      </section>
      {summary.groups.map((group) => (
        <section
          key={group.shop.id}
          className={styles.card}
          aria-label={t('delivery.shopOrder', { shop: group.shop.name })}
        >
          <h2 className={styles.subtitle}>{t('delivery.shopOrder', { shop: group.shop.name })}</h2>
          <ul className={styles.list}>
            {group.lines.map((line) => (
              <li key={line.line_id} className={styles.row}>
                <span>
                  <LocalisedText value={line.name} />{' '}
                  {t('delivery.quantityTimes', { quantity: line.quantity })}
                </span>
                <span>{formats.lineTotal(line)}</span>
              </li>
            ))}
          </ul>
          <dl className={styles.summaryTable}>
            <dt>{t('delivery.items')}</dt>
            <dd>{formats.subtotal(group.lines)}</dd>
            <dt>{t('delivery.deliveryFee')}</dt>
            <dd>{formats.price(group.delivery_fee_minor)}</dd>
            <dt className={styles.total}>{t('delivery.shopTotal')}</dt>
            <dd className={styles.total}>{formats.orderTotal(group)}</dd>
          </dl>
        </section>
      ))}
      <TextField
        label={t('delivery.remark')}
        value={remark}
        maxLength={500}
        onChange={(event) => onRemarkChange(event.target.value)}
      />
      {approximateNote && <p className={styles.muted}>{approximateNote}</p>}
      <div ref={pageBarRef} className={styles.checkoutBar}>
        <p>
          {t('delivery.grandTotal')}:{' '}
          <strong className={styles.total}>{formats.ordersTotal(summary.groups)}</strong>
        </p>
        <Button loading={placing} onClick={() => onPlaceOrder(summary)}>
          {t('delivery.placeOrder')}
        </Button>
      </div>
    </>
  );
}
