import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { PasswordSignInForm, type PasswordSignInFormProps } from './password-sign-in-form';

const schema = yup.object({
  email: yup.string().required('Enter your email address.').email('Enter a valid email address.'),
  password: yup.string().required('Enter your password.'),
});
const labels = { email: 'Email address', password: 'Password', submit: 'Sign in' };

function setup(onSubmit: PasswordSignInFormProps['onSubmit']) {
  render(<PasswordSignInForm schema={schema} labels={labels} onSubmit={onSubmit} />);
  return userEvent.setup();
}

describe('PasswordSignInForm', () => {
  it('sends the email address and password it was given', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    const user = setup(onSubmit);
    await user.type(screen.getByLabelText(/Email address/), 'erin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'kiln-1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'erin@example.com', password: 'kiln-1234' }),
    );
  });

  it('asks for the missing fields and sends nothing', async () => {
    const onSubmit = jest.fn(() => Promise.resolve());
    const user = setup(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's errors beside their fields", async () => {
    const user = setup(() => Promise.resolve({ password: 'The email or password is incorrect.' }));
    await user.type(screen.getByLabelText(/Email address/), 'erin@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The email or password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('aria-invalid', 'true');
  });
});
