import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as yup from 'yup';
import { PasswordSignInForm } from './password-sign-in-form';

const meta = {
  title: 'Forms/PasswordSignInForm',
  component: PasswordSignInForm,
  args: {
    schema: yup.object({
      email: yup.string().required('Enter your email address.').email('Enter a valid email address.'),
      password: yup.string().required('Enter your password.'),
    }),
    labels: { email: 'Email address', password: 'Password', submit: 'Sign in' },
    onSubmit: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof PasswordSignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email address/), 'erin@example.com');
    await userEvent.type(canvas.getByLabelText(/Password/), 'kiln-1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'erin@example.com', password: 'kiln-1234' });
  },
};
