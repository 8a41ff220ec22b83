import type { DeliveryOption } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Formats } from '../../shared/formats';
import type { CatalogueT } from '../../shared/i18n';
import styles from './shipping-estimate.module.css';

/** What the page knows of the delivery to the shopper. */
export type ShippingState =
  /** A visitor: signing in (and back here) shows it. */
  | { kind: 'visitor'; signInTo: string }
  | { kind: 'loading' }
  /** Signed in without an address, or the delivery could not be read. */
  | { kind: 'no-address' }
  /** The default address's place and the delivery checkout offers first. */
  | { kind: 'ready'; place: string; option: DeliveryOption };

export interface ShippingEstimateProps {
  t: CatalogueT;
  formats: Formats;
  state: ShippingState;
}

/** The delivery fee and time to the shopper's default address, or how to see them. */
export function ShippingEstimate({ t, formats, state }: ShippingEstimateProps) {
  const headingId = useId();
  return (
    <section className={styles.shipping} aria-labelledby={headingId} aria-busy={state.kind === 'loading'}>
      <h2 id={headingId} className={styles.heading}>
        {t('product.shippingHeading')}
      </h2>
      {state.kind === 'ready' ? (
        <p>
          {t('product.shippingTo', {
            place: state.place,
            fee: formats.price(state.option.fee_minor),
            min: formats.count(state.option.eta_days_min),
            max: formats.count(state.option.eta_days_max),
            option: state.option.name.text,
          })}
        </p>
      ) : state.kind === 'visitor' ? (
        <p>
          {t('product.shippingSignIn')}{' '}
          <Link className={styles.link} to={state.signInTo}>
            {t('product.signIn')}
          </Link>
        </p>
      ) : state.kind === 'no-address' ? (
        <p>
          {t('product.shippingNoAddress')}{' '}
          <Link className={styles.link} to={routes.cartEdit()}>
            {t('product.addAddress')}
          </Link>
        </p>
      ) : (
        <p className={styles.muted}>{t('product.shippingLoading')}</p>
      )}
    </section>
  );
}
