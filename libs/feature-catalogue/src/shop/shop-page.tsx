import { useDocumentTitle } from '@mall/i18n';
import { useGetShopPageQuery } from '@mall/sdk';
import { queryState } from '@mall/ui';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../shared/constants';
import { listSorts, positiveInt, sortParam } from '../shared/query-params';
import { useFormats } from '../shared/use-formats';
import { useListParams } from '../shared/use-list-params';
import { ShopFollow } from '../shop-follow/shop-follow';
import { ShopView } from './shop-view';

/** Route: /pages/shop/detail?id=&page=&sort=. */
export function ShopPage() {
  const { t } = useTranslation(['catalogue', 'common']);
  const formats = useFormats();
  const { params, page, update, goToPage } = useListParams();
  const id = positiveInt(params.get('id'));
  const sort = sortParam(params, listSorts);
  const result = useGetShopPageQuery(id === undefined ? skipToken : { id, page, page_size: PAGE_SIZE, sort });
  const sameShop = result.data?.shop.id === id;
  useDocumentTitle(sameShop ? result.data?.shop.name : t('shop.title'));
  return (
    <ShopView
      t={t}
      formats={formats}
      shop={id === undefined ? undefined : queryState(result, { keepPrevious: sameShop })}
      sort={sort}
      onSortChange={(next) => update({ sort: next })}
      onPageChange={goToPage}
      renderFollow={(shop) => <ShopFollow shopId={shop.id} shopName={shop.name} hideCount />}
    />
  );
}
