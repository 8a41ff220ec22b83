import { useDocumentTitle } from '@mall/i18n';
import { useGetAddressListQuery, useSaveAddressMutation } from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { queryState } from '@mall/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { parseIdList } from '../shared/id-list';
import type { AddressValues } from './address-schema';
import { addressSchema } from './address-schema';
import { AddressView } from './address-view';

/** Route: /pages/cart/edit?lines= — checkout's shipping address for the chosen cart lines. */
export function AddressPage() {
  const { t } = useTranslation(['cart', 'common']);
  useDocumentTitle(t('address.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lines = params.get('lines') ?? '';
  const schema = useMemo(() => addressSchema(t), [t]);
  const book = useGetAddressListQuery();
  const [saveAddress] = useSaveAddressMutation();
  const [picked, setPicked] = useState<number | undefined>();
  const [adding, setAdding] = useState(false);
  const list = book.data?.list;
  const chosenId = picked ?? (list?.find((address) => address.is_default) ?? list?.[0])?.id;

  const save = async (values: AddressValues) => {
    const saved = await saveAddress(values);
    if ('error' in saved || !saved.data) return;
    setPicked(saved.data.id);
    setAdding(false);
  };

  return (
    <AddressView
      t={t}
      schema={schema}
      hasLines={parseIdList(lines).length > 0}
      addresses={queryState(book, { select: (data) => data.list })}
      chosenId={chosenId}
      onChoose={setPicked}
      adding={adding}
      onStartAdding={() => setAdding(true)}
      onStopAdding={() => setAdding(false)}
      onSubmit={save}
      onContinue={() => chosenId !== undefined && navigate(routes.delivery({ lines, address: chosenId }))}
    />
  );
}
