import { queryStateLabels } from '@mall/i18n';
import type { Address } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { Button, pageBarRef, QueryContent, type QueryState } from '@mall/ui';
import { Link } from 'react-router';
import { CheckoutSteps } from '../shared/checkout-steps';
import styles from '../shared/checkout.module.css';
import { AddressList, type AddressListBook, EditForm } from './address-list';

export interface AddressViewProps {
  book: AddressListBook;
  /** False when the page was opened without cart lines to check out. */
  hasLines: boolean;
  addresses: QueryState<Address[]>;
  chosenId: number | undefined;
  onChoose: (id: number) => void;
  onSaved: (address: Address) => void;
  onContinue: () => void;
}

/** Checkout's second step: where to ship, from the address book (which can be changed here), or a new address. */
export function AddressView({ book, hasLines, addresses, ...props }: AddressViewProps) {
  const { t } = book;
  return (
    <section className={styles.page} aria-labelledby="address-title">
      <CheckoutSteps t={t} current="address" />
      <h1 id="address-title" className={styles.title}>
        {t('address.title')}
      </h1>
      {hasLines ? (
        <QueryContent state={addresses} labels={queryStateLabels(t)}>
          {(list) => <AddressChoice book={book} list={list} {...props} />}
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

type ChoiceProps = Omit<AddressViewProps, 'hasLines' | 'addresses'> & { list: Address[] };

function AddressChoice({ book, list, chosenId, onChoose, onSaved, onContinue }: ChoiceProps) {
  const { t } = book;
  if (list.length === 0) {
    return (
      <>
        <div className={styles.notice} role="status">
          <p>{t('address.none')}</p>
          <p>{t('address.noneHint')}</p>
        </div>
        <EditForm book={book} onSaved={onSaved} cancellable={false} />
      </>
    );
  }
  return (
    <>
      <AddressList
        book={book}
        addresses={list}
        choice={{ chosenId, onChoose, legend: t('address.choose') }}
        onSaved={onSaved}
      />
      {book.editing === null && (
        <div>
          <Button variant="secondary" onClick={book.startAdding}>
            {t('address.add')}
          </Button>
        </div>
      )}
      <div ref={pageBarRef} className={styles.checkoutBar}>
        <span />
        <Button disabled={chosenId === undefined} onClick={onContinue}>
          {t('address.continue')}
        </Button>
      </div>
    </>
  );
}
