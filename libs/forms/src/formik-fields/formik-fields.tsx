import { TextField, type TextFieldProps } from '@mall/ui';
import { useField, useFormikContext } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';
import { CheckboxField, type CheckboxFieldProps } from '../checkbox-field/checkbox-field';

type Controlled = 'name' | 'value' | 'checked' | 'onChange' | 'onBlur' | 'error';

/** A UI-kit text field bound to a Formik field; its error shows once the field was visited or submitted. */
export function FormikTextField({ name, ...props }: Omit<TextFieldProps, Controlled> & { name: string }) {
  const [field, meta] = useField<string | undefined>(name);
  return (
    <TextField
      {...props}
      {...field}
      value={field.value ?? ''}
      error={meta.touched ? meta.error : undefined}
    />
  );
}

/** A checkbox bound to a boolean Formik field. */
export function FormikCheckboxField({
  name,
  ...props
}: Omit<CheckboxFieldProps, Controlled> & { name: string }) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <CheckboxField
      {...props}
      name={field.name}
      checked={Boolean(field.checked)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={meta.touched ? meta.error : undefined}
    />
  );
}

/**
 * Keyboard and screen-reader help for a Formik form: after a submit that found errors, focus goes to the
 * first invalid field (its message is linked to it); and when the language changes, the messages already
 * shown are validated again in the new language.
 */
export function FormAssist({
  formRef,
  schema,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  schema: unknown;
}) {
  const { submitCount, isSubmitting, isValidating, errors, validateForm } = useFormikContext();
  const handledSubmit = useRef(0);
  useEffect(() => {
    if (submitCount === handledSubmit.current || isSubmitting || isValidating) return;
    handledSubmit.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValidating, errors, formRef]);

  const firstSchema = useRef(schema);
  useEffect(() => {
    if (firstSchema.current === schema) return;
    firstSchema.current = schema;
    void validateForm();
  }, [schema, validateForm]);
  return null;
}
