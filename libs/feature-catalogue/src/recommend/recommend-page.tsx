import { useDocumentTitle } from '@mall/i18n';
import { useGetRecommendedProductPageQuery } from '@mall/sdk';
import { queryState } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../shared/constants';
import { useFormats } from '../shared/use-formats';
import { useListParams } from '../shared/use-list-params';
import { RecommendView } from './recommend-view';

/** Route: /pages/category/recommend?page=. */
export function RecommendPage() {
  const { t } = useTranslation(['catalogue', 'common']);
  useDocumentTitle(t('recommend.title'));
  const formats = useFormats();
  const { page, goToPage } = useListParams();
  const products = useGetRecommendedProductPageQuery({ page, page_size: PAGE_SIZE });
  return <RecommendView t={t} formats={formats} products={queryState(products)} onPageChange={goToPage} />;
}
