import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withSchema } from '../testing/story-views';
import { loginSchema } from './login-schema';
import { LoginView } from './login-view';

const LoginScreen = withSchema(LoginView, loginSchema);

const meta = {
  title: 'Storefront/Log in',
  component: LoginScreen,
  args: {
    onSubmit: fn(async () => undefined),
    signInRequired: false,
    registerHref: '/pages/login/register',
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const SentHereToSignIn: Story = { args: { signInRequired: true } };

export const MissingFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Enter your email address.')).toBeInTheDocument();
    await expect(canvas.getByText('Enter your password.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FilledIn: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email address/), 'shopper@mall.example');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'shopper123');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'shopper@mall.example', password: 'shopper123' }),
    );
  },
};
