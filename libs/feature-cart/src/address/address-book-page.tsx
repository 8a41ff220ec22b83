import { useDocumentTitle } from '@mall/i18n';
import { AddressBookView } from './address-book-view';
import { useAddressBook } from './use-address-book';

/** Route: /pages/mine/address — the address book, opened from the dashboard (signed in). */
export function AddressBookPage() {
  const { addresses, ...book } = useAddressBook();
  useDocumentTitle(book.t('address.book.title'));
  return <AddressBookView book={book} addresses={addresses} />;
}
