import { FormikTextField } from '@mall/forms';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { AccountForm } from './account-form';

const schema = yup.object({ password: yup.string().required('Enter your password.') });

function renderForm(onSubmit: (values: { password: string }) => Promise<{ password?: string } | void>) {
  const onCancel = jest.fn();
  render(
    <AccountForm<{ password: string }>
      initialValues={{ password: '' }}
      schema={schema}
      onSubmit={onSubmit}
      submitLabel="Continue"
      secondary={{ label: 'Cancel', onClick: onCancel }}
    >
      <FormikTextField name="password" type="password" label="Password" required />
    </AccountForm>,
  );
  return onCancel;
}

describe('an account form', () => {
  it('sends nothing the schema refuses, and says why beside the field', async () => {
    const onSubmit = jest.fn(async () => undefined);
    renderForm(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal beside the field it concerns", async () => {
    const onSubmit = jest.fn(async () => ({ password: 'The password is not right.' }));
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-one');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ password: 'wrong-one' }));
    expect(await screen.findByText('The password is not right.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the quiet button beside the submit one', async () => {
    const onCancel = renderForm(jest.fn(async () => undefined));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
