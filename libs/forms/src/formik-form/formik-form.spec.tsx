import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import * as yup from 'yup';
import { FormikTextField } from '../formik-fields/formik-fields';
import { FieldRow, FormikForm } from './formik-form';

const schema = yup.object({
  first: yup.string().required('Enter your first name'),
  last: yup.string().required('Enter your last name'),
});

function NameForm({ onSubmit }: { onSubmit: (values: { first: string; last: string }) => void }) {
  return (
    <Formik initialValues={{ first: '', last: '' }} validationSchema={schema} onSubmit={onSubmit}>
      <FormikForm schema={schema}>
        <FieldRow>
          <FormikTextField name="first" label="First name" required />
          <FormikTextField name="last" label="Last name" required />
        </FieldRow>
        <button type="submit">Save</button>
      </FormikForm>
    </Formik>
  );
}

describe('FormikForm', () => {
  it('shows the schema’s messages and focuses the first invalid field instead of submitting', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<NameForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^Last name/), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter your first name')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values once they pass the schema', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    render(<NameForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(/^First name/), 'Ada');
    await user.type(screen.getByLabelText(/^Last name/), 'Lovelace{Enter}');

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ first: 'Ada', last: 'Lovelace' }, expect.anything()),
    );
  });
});
