import { FieldRow, FormikCheckboxField, FormikForm, FormikTextField } from '@mall/forms';
import { LocalisedText } from '@mall/i18n';
import type { GetSellerProductsData, SellerProduct } from '@mall/sdk';
import { Button, EmptyState, QueryContent, type QueryState } from '@mall/ui';
import { Formik, type FormikHelpers } from 'formik';
import { type ReactNode, useState } from 'react';
import styles from '../shared/panel.module.css';
import { queryLabels } from '../shared/query-labels';
import type { PanelTranslator } from '../shared/translator';
import { formatUsd } from '../shared/usd';
import own from '../orders/orders.module.css';
import type { ProductSchema, ProductValues } from './product-schema';
import local from './products-view.module.css';

export interface ProductsViewProps {
  t: PanelTranslator;
  products: QueryState<GetSellerProductsData>;
  schema: ProductSchema;
  /** Resolves true once the change was saved. */
  onUpdate: (product: SellerProduct, values: ProductValues) => Promise<boolean>;
  locale: string;
  /** Where a new product is added, above the list. */
  addProduct?: ReactNode;
  /** The search box and filters, above the list. */
  filters?: ReactNode;
  /** Whether a search or filter narrows the list (an empty list then says nothing matched). */
  filtered?: boolean;
}

/** Only reviewed products can be taken off sale and back. */
const reviewed = (product: SellerProduct) => product.state === 'on_sale' || product.state === 'off_sale';

function ProductForm({
  t,
  product,
  schema,
  onUpdate,
  onDone,
}: Omit<ProductsViewProps, 'products' | 'locale' | 'addProduct' | 'filters' | 'filtered'> & {
  product: SellerProduct;
  onDone: () => void;
}) {
  const initialValues: ProductValues = {
    price: (product.price_minor / 100).toFixed(2),
    stock: String(product.stock),
    on_sale: product.state === 'on_sale',
  };
  const submit = async (values: ProductValues, helpers: FormikHelpers<ProductValues>) => {
    const saved = await onUpdate(product, schema.cast(values) as ProductValues);
    helpers.setSubmitting(false);
    if (saved) onDone();
  };
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {(formik) => (
        <FormikForm schema={schema}>
          <FieldRow>
            <FormikTextField name="price" label={t('products.price')} inputMode="decimal" required />
            <FormikTextField name="stock" label={t('products.stock')} inputMode="numeric" required />
          </FieldRow>
          {reviewed(product) && <FormikCheckboxField name="on_sale" label={t('products.onSale')} />}
          <div className={styles.actions}>
            <Button type="submit" loading={formik.isSubmitting}>
              {t('products.save')}
            </Button>
            <Button variant="ghost" onClick={onDone}>
              {t('products.cancel')}
            </Button>
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}

function ProductItem(props: ProductsViewProps & { product: SellerProduct }) {
  const { t, product, locale } = props;
  const [editing, setEditing] = useState(false);
  return (
    <li className={`${own.order} ${local.product}`}>
      <span className={`${own.item} ${local.summary}`}>
        <img className={own.thumb} src={product.image} alt="" width={64} height={64} />
        <span>
          <strong>
            <LocalisedText value={product.name} />
          </strong>
          <br />
          <span className={styles.muted}>
            {t('products.inStock', { count: product.stock })} ·{' '}
            {t('products.sold', { count: product.sold_count })}
          </span>
        </span>
      </span>
      <span className={local.price}>{formatUsd(product.price_minor, locale)}</span>
      <span className={`${own.states} ${local.stateRow}`}>
        <span className={own.state}>{t(`products.state.${product.state}`)}</span>
      </span>
      {product.review_message && (
        <p className={`${styles.muted} ${own.wide}`}>
          {t('products.reviewer')}: {product.review_message}
        </p>
      )}
      <div className={own.wide}>
        {editing ? (
          <ProductForm {...props} onDone={() => setEditing(false)} />
        ) : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('products.change', { name: product.name.text })}
            onClick={() => setEditing(true)}
          >
            {t('products.edit')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The shop's products with their price, stock and state; price, stock and availability change here. */
export function ProductsView(props: ProductsViewProps) {
  const { t } = props;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('products.title')}</h1>
      {props.addProduct}
      {props.filters}
      <QueryContent
        state={props.products}
        labels={queryLabels(t, t('products.loading'))}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <EmptyState title={t(props.filtered ? 'products.noMatch' : 'products.empty')} headingLevel={2} />
        }
      >
        {(data) => (
          <ul className={own.list} aria-label={t('products.count', { count: data.total })}>
            {data.list.map((product) => (
              <ProductItem key={product.id} {...props} product={product} />
            ))}
          </ul>
        )}
      </QueryContent>
    </div>
  );
}
