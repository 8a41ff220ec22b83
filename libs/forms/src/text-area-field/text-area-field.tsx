import { TextArea, type TextAreaProps } from '@mall/ui';
import { useField } from 'formik';

export interface FormikTextAreaFieldProps extends Omit<
  TextAreaProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> {
  name: string;
}

/** The kit's text area bound to a Formik field; its error shows once the field was visited or submitted. */
export function FormikTextAreaField({ name, ...props }: FormikTextAreaFieldProps) {
  const [field, meta] = useField<string | undefined>(name);
  return (
    <TextArea {...props} {...field} value={field.value ?? ''} error={meta.touched ? meta.error : undefined} />
  );
}
