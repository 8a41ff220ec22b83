import { FormikForm, FormikTextAreaField } from '@mall/forms';
import { Button, NumberBox, Sheet, UploadWidget } from '@mall/ui';
import { Formik, useField } from 'formik';
import { useMemo } from 'react';
import { MAX_REFUND_IMAGES, RETURN_WINDOW_DAYS } from '../shared/constants';
import type { OrdersT } from '../shared/i18n';
import styles from '../shared/orders.module.css';
import { returnSchema, type ReturnValues } from './return-schema';

export interface ReturnItem {
  name: string;
  /** Quantity bought: the most that can be returned. */
  quantity: number;
}

function QuantityField({ t, max }: { t: OrdersT; max: number }) {
  const [field, , helpers] = useField<number>('quantity');
  return (
    <div className={styles.field}>
      {/* The box is named by its own label; this is the same name, shown. */}
      <span className={styles.label} aria-hidden="true">
        {t('return.quantity')}
      </span>
      <NumberBox
        label={t('return.quantity')}
        decrementLabel={t('return.less')}
        incrementLabel={t('return.more')}
        value={field.value}
        min={1}
        max={max}
        onChange={(value) => void helpers.setValue(value)}
      />
      <p className={styles.muted}>{t('return.quantityHint', { max })}</p>
    </div>
  );
}

function PicturesField({ t }: { t: OrdersT }) {
  const [field, meta, helpers] = useField<File[]>('pictures');
  return (
    <UploadWidget
      label={t('return.pictures')}
      hint={t('return.picturesHint', { max: MAX_REFUND_IMAGES })}
      listLabel={t('return.picturesList')}
      removeLabel={(name) => t('return.removePicture', { name })}
      tooManyMessage={t('return.tooManyPictures', { max: MAX_REFUND_IMAGES })}
      maxFiles={MAX_REFUND_IMAGES}
      accept="image/*"
      multiple
      value={field.value}
      onChange={(files) => void helpers.setValue(files)}
      error={meta.error}
    />
  );
}

export interface ReturnSheetProps {
  t: OrdersT;
  /** The item to return; the sheet is open while it is set. */
  item: ReturnItem | undefined;
  /** Resolves true when the request was accepted (the sheet then closes). */
  onSubmit: (values: ReturnValues) => Promise<boolean>;
  onClose: () => void;
}

/** The return request of one item: quantity (at most what was bought), reason and optional pictures. */
export function ReturnSheet({ t, item, onSubmit, onClose }: ReturnSheetProps) {
  const bought = item?.quantity ?? 1;
  const schema = useMemo(() => returnSchema(t, bought), [t, bought]);
  const initialValues: ReturnValues = { quantity: bought, reason: '', pictures: [] };
  return (
    <Sheet
      open={item !== undefined}
      title={t('return.title', { name: item?.name ?? '' })}
      closeLabel={t('return.close')}
      onClose={onClose}
    >
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          if (await onSubmit(schema.cast(values) as ReturnValues)) onClose();
        }}
      >
        {(formik) => (
          <FormikForm schema={schema}>
            <p className={styles.muted}>{t('return.window', { days: RETURN_WINDOW_DAYS })}</p>
            <QuantityField t={t} max={bought} />
            <FormikTextAreaField name="reason" label={t('return.reason')} />
            <PicturesField t={t} />
            <Button type="submit" fullWidth loading={formik.isSubmitting}>
              {t('return.submit')}
            </Button>
          </FormikForm>
        )}
      </Formik>
    </Sheet>
  );
}
