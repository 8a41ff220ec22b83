import { FormikForm, FormikTextAreaField } from '@mall/forms';
import { Button, Sheet, visuallyHidden } from '@mall/ui';
import { Formik, useField } from 'formik';
import { useId, useMemo } from 'react';
import { MAX_RATING } from '../shared/constants';
import type { OrdersT } from '../shared/i18n';
import styles from '../shared/orders.module.css';
import { commentSchema, type CommentValues } from './comment-schema';

const initialValues: CommentValues = { rating: 0, content: '' };

/** Five radio stars: arrows move between them, the chosen one and those before it are lit. */
function RatingField({ t }: { t: OrdersT }) {
  const [field, meta, helpers] = useField<number>('rating');
  const error = meta.touched ? meta.error : undefined;
  const errorId = useId();
  return (
    <fieldset className={styles.ratingField} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>{t('comment.rating')}</legend>
      <div className={styles.stars}>
        {Array.from({ length: MAX_RATING }, (_, index) => index + 1).map((stars) => (
          <label
            key={stars}
            className={stars <= field.value ? `${styles.star} ${styles.starOn}` : styles.star}
          >
            <input
              className={visuallyHidden}
              type="radio"
              name="rating"
              value={stars}
              checked={field.value === stars}
              onChange={() => void helpers.setValue(stars)}
              onBlur={() => void helpers.setTouched(true)}
            />
            <span aria-hidden="true">★</span>
            <span className={visuallyHidden}>{t('comment.stars', { count: stars })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

export interface CommentSheetProps {
  t: OrdersT;
  /** The item's name; the sheet is open while it is set. */
  itemName: string | undefined;
  /** Resolves true when the review was posted (the sheet then closes). */
  onSubmit: (values: CommentValues) => Promise<boolean>;
  onClose: () => void;
}

/** Rating and review of one item of a completed order. */
export function CommentSheet({ t, itemName, onSubmit, onClose }: CommentSheetProps) {
  const schema = useMemo(() => commentSchema(t), [t]);
  return (
    <Sheet
      open={itemName !== undefined}
      title={t('comment.title', { name: itemName ?? '' })}
      closeLabel={t('comment.close')}
      onClose={onClose}
    >
      <Formik
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          if (await onSubmit(schema.cast(values))) onClose();
        }}
      >
        {(formik) => (
          <FormikForm schema={schema}>
            <RatingField t={t} />
            <FormikTextAreaField name="content" label={t('comment.content')} />
            <Button type="submit" fullWidth loading={formik.isSubmitting}>
              {t('comment.submit')}
            </Button>
          </FormikForm>
        )}
      </Formik>
    </Sheet>
  );
}
