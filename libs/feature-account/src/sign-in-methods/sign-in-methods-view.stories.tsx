import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAccountTexts } from '../testing/story-views';
import { SignInMethodsView } from './sign-in-methods-view';

const SignInMethodsScreen = withAccountTexts(SignInMethodsView);

const meta = {
  title: 'Storefront/Ways to sign in',
  component: SignInMethodsScreen,
  args: {
    methods: { email: '', has_password: false, tiktok: { display_name: 'Mali Sunset', avatar_url: '' } },
    tiktok: { enabled: true, sandbox: true },
    onLink: fn(async () => undefined),
    onUnlink: fn(async () => undefined),
    unlinking: false,
    onSendCode: fn(async () => true),
    onVerify: fn(async () => undefined),
  },
} satisfies Meta<typeof SignInMethodsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An account made with TikTok: no e-mail yet. */
export const MadeWithTiktok: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^E-mail address/), 'mali@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith('mali@example.com'));
    await expect(await canvas.findByLabelText(/^Code/)).toBeInTheDocument();
  },
};

/** An e-mail account that may link TikTok after its password. */
export const EmailAccount: Story = {
  args: { methods: { email: 'ada@example.com', has_password: true, tiktok: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Link TikTok' }));
    await expect(canvas.getByLabelText(/Your Mall password/)).toBeInTheDocument();
  },
};

/** Both ways to sign in. */
export const Both: Story = {
  args: {
    methods: {
      email: 'ada@example.com',
      has_password: true,
      tiktok: { display_name: 'Ada', avatar_url: '' },
    },
    tiktok: { enabled: true, sandbox: false },
  },
};
