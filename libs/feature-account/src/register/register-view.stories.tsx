import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSchema } from '../testing/story-views';
import { registerSchema } from './register-schema';
import { RegisterView } from './register-view';

const RegisterScreen = withSchema(RegisterView, registerSchema);

const meta = {
  title: 'Storefront/Create an account',
  component: RegisterScreen,
  args: {
    onSubmit: fn(async () => undefined),
    loginHref: '/pages/login/login',
    termsHref: '/pages/policy/terms',
  },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const PasswordsDoNotMatch: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^First name/), 'Ada');
    await userEvent.type(canvas.getByLabelText(/^Last name/), 'Lovelace');
    await userEvent.type(canvas.getByLabelText(/^Email address/), 'ada@mall.example');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret12');
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'secret13');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('The two passwords do not match.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
