import { useGetAllBrandsQuery, useGetAllCategoriesQuery, useGetSellerProfileQuery } from '@mall/sdk';
import { Button, Card, QueryContent, queryState, visuallyHidden } from '@mall/ui';
import { useMemo, useState } from 'react';
import styles from '../shared/panel.module.css';
import { queryLabels } from '../shared/query-labels';
import type { PanelTranslator } from '../shared/translator';
import { useAddProduct } from './add-product';
import { NewProductForm } from './new-product-form';
import { newProductSchema, type NewProductValues } from './new-product-schema';

/**
 * Adding a product on the products screen: a button opens the form (the catalogue's categories and brands are
 * loaded then); once sent, the seller is told it waits for staff review. A shop not registered yet cannot
 * add products, so the button waits for the shop.
 */
export function AddProductPanel({ t }: { t: PanelTranslator }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const profile = useGetSellerProfileQuery();
  const categories = useGetAllCategoriesQuery(undefined, { skip: !open });
  const brands = useGetAllBrandsQuery(undefined, { skip: !open });
  const schema = useMemo(() => newProductSchema(t), [t]);
  const addProduct = useAddProduct(t);

  const onAdd = async (values: NewProductValues) => {
    const outcome = await addProduct(values);
    if (outcome.added) {
      setOpen(false);
      setSent(values.name_en);
    }
    return outcome;
  };

  if (!profile.data) return null;
  if (!profile.data.shop) return <p className={styles.muted}>{t('products.add.noShop')}</p>;
  return (
    <>
      <p role="status" className={sent ? styles.status : visuallyHidden}>
        {sent && t('products.add.sent', { name: sent })}
      </p>
      {open ? (
        <Card title={t('products.add.title')}>
          <QueryContent state={queryState(categories)} labels={queryLabels(t, t('products.add.loading'))}>
            {(data) => (
              <NewProductForm
                t={t}
                schema={schema}
                categories={data.list}
                brands={brands.data?.list ?? []}
                onAdd={onAdd}
                onCancel={() => setOpen(false)}
              />
            )}
          </QueryContent>
        </Card>
      ) : (
        <div className={styles.actions}>
          <Button
            onClick={() => {
              setSent(null);
              setOpen(true);
            }}
          >
            {t('products.add.open')}
          </Button>
        </div>
      )}
    </>
  );
}
