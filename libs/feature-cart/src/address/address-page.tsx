import { useDocumentTitle } from '@mall/i18n';
import { routes } from '@mall/shop-routes';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { parseIdList } from '../shared/id-list';
import { AddressView } from './address-view';
import { useAddressBook } from './use-address-book';

/** Route: /pages/cart/edit?lines= — checkout's shipping address for the chosen cart lines. */
export function AddressPage() {
  const { addresses, ...book } = useAddressBook();
  useDocumentTitle(book.t('address.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lines = params.get('lines') ?? '';
  const [picked, setPicked] = useState<number | undefined>();
  const list = book.list;
  const pickedExists = picked !== undefined && list?.some((address) => address.id === picked);
  const chosenId = pickedExists ? picked : (list?.find((address) => address.is_default) ?? list?.[0])?.id;

  return (
    <AddressView
      book={book}
      hasLines={parseIdList(lines).length > 0}
      addresses={addresses}
      chosenId={chosenId}
      onChoose={setPicked}
      onSaved={(saved) => setPicked(saved.id)}
      onContinue={() => chosenId !== undefined && navigate(routes.delivery({ lines, address: chosenId }))}
    />
  );
}
