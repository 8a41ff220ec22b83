import { queryStateLabels } from '@mall/i18n';
import type { Address } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { Button, EmptyState, QueryContent, type QueryState } from '@mall/ui';
import { Link } from 'react-router';
import styles from '../shared/checkout.module.css';
import { AddressList, type AddressListBook, EditForm } from './address-list';

export interface AddressBookViewProps {
  book: AddressListBook;
  addresses: QueryState<Address[]>;
}

/** /pages/mine/address: the shopper's addresses, to add, edit, delete and choose the default. */
export function AddressBookView({ book, addresses }: AddressBookViewProps) {
  const { t } = book;
  return (
    <section className={styles.page} aria-labelledby="address-book-title">
      <h1 id="address-book-title" className={styles.title}>
        {t('address.book.title')}
      </h1>
      <QueryContent state={addresses} labels={queryStateLabels(t)}>
        {(list) =>
          list.length === 0 && book.editing === null ? (
            <EmptyState
              title={t('address.book.empty')}
              message={t('address.book.emptyHint')}
              action={<Button onClick={book.startAdding}>{t('address.add')}</Button>}
            />
          ) : (
            <>
              {list.length === 0 && <EditForm book={book} />}
              {list.length > 0 && <AddressList book={book} addresses={list} />}
              {book.editing === null && (
                <div>
                  <Button variant="secondary" onClick={book.startAdding}>
                    {t('address.add')}
                  </Button>
                </div>
              )}
            </>
          )
        }
      </QueryContent>
      <Link className={styles.link} to={routes.dashboard()}>
        {t('address.book.back')}
      </Link>
    </section>
  );
}
