import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import * as yup from 'yup';
import { FormikTextAreaField } from './text-area-field';

const schema = yup.object({ about: yup.string().max(10, 'At most 10 characters.') });

function TestForm({ onSubmit }: { onSubmit: (values: object) => void }) {
  return (
    <Formik initialValues={{ about: '' }} validationSchema={schema} onSubmit={onSubmit}>
      {(formik) => (
        <form noValidate onSubmit={formik.handleSubmit}>
          <FormikTextAreaField name="about" label="About you" hint="A few words." required />
          <button type="submit">Send</button>
        </form>
      )}
    </Formik>
  );
}

describe('FormikTextAreaField', () => {
  it('is labelled and described, and sends what was typed, line breaks included', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<TestForm onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: /About you/ });
    expect(field).toHaveAccessibleDescription('A few words.');
    await user.type(field, 'Tea{Enter}Cups');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ about: 'Tea\nCups' }, expect.anything());
  });

  it('shows its error beside it once submitted', async () => {
    const user = userEvent.setup();
    render(<TestForm onSubmit={jest.fn()} />);
    const field = screen.getByRole('textbox', { name: /About you/ });
    await user.type(field, 'Far too many words');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('At most 10 characters.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('A few words. At most 10 characters.');
  });
});
