import { queryStateLabels } from '@mall/i18n';
import type { Address } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { Button, QueryContent, type QueryState } from '@mall/ui';
import { Link } from 'react-router';
import { CheckoutSteps } from '../shared/checkout-steps';
import type { CartT } from '../shared/i18n';
import styles from '../shared/checkout.module.css';
import { AddressForm, type AddressFormProps } from './address-form';

export interface AddressViewProps extends Pick<AddressFormProps, 'schema' | 'onSubmit'> {
  t: CartT;
  /** False when the page was opened without cart lines to check out. */
  hasLines: boolean;
  addresses: QueryState<Address[]>;
  chosenId: number | undefined;
  onChoose: (id: number) => void;
  adding: boolean;
  onStartAdding: () => void;
  onStopAdding: () => void;
  onContinue: () => void;
}

/** Checkout's second step: where to ship, from the address book, or a new address. */
export function AddressView({ t, hasLines, addresses, ...props }: AddressViewProps) {
  return (
    <section className={styles.page} aria-labelledby="address-title">
      <CheckoutSteps t={t} current="address" />
      <h1 id="address-title" className={styles.title}>
        {t('address.title')}
      </h1>
      {hasLines ? (
        <QueryContent state={addresses} labels={queryStateLabels(t)}>
          {(book) => <AddressChoice t={t} book={book} {...props} />}
        </QueryContent>
      ) : (
        <p className={styles.notice}>{t('address.noLines')}</p>
      )}
      <Link className={styles.link} to={routes.cart()}>
        {t('address.back')}
      </Link>
    </section>
  );
}

type ChoiceProps = Omit<AddressViewProps, 'hasLines' | 'addresses'> & { book: Address[] };

function AddressChoice({
  t,
  book,
  chosenId,
  onChoose,
  adding,
  onStartAdding,
  onStopAdding,
  onContinue,
  ...form
}: ChoiceProps) {
  if (book.length === 0) {
    return (
      <>
        <div className={styles.notice} role="status">
          <p>{t('address.none')}</p>
          <p>{t('address.noneHint')}</p>
        </div>
        <AddressForm t={t} {...form} />
      </>
    );
  }
  return (
    <>
      <fieldset className={styles.choices}>
        <legend>{t('address.choose')}</legend>
        {book.map((address) => (
          <label key={address.id} className={styles.choice}>
            <input
              type="radio"
              name="address"
              checked={address.id === chosenId}
              onChange={() => onChoose(address.id)}
            />
            <span className={styles.choiceText}>
              <strong>
                {address.name}
                {address.is_default && <span className={styles.muted}> · {t('address.default')}</span>}
              </strong>
              <span>
                {[address.street, address.city, address.state, address.postcode, address.country]
                  .filter(Boolean)
                  .join(', ')}
              </span>
              <span className={styles.muted}>{address.telephone}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {adding ? (
        <AddressForm t={t} {...form} onCancel={onStopAdding} />
      ) : (
        <div>
          <Button variant="secondary" onClick={onStartAdding}>
            {t('address.add')}
          </Button>
        </div>
      )}
      <div className={styles.checkoutBar}>
        <span />
        <Button disabled={chosenId === undefined} onClick={onContinue}>
          {t('address.continue')}
        </Button>
      </div>
    </>
  );
}
