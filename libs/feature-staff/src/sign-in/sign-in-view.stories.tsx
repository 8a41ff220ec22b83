import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withStaffTexts } from '../testing/story-views';
import { SignInView } from './sign-in-view';

const SignInScreen = withStaffTexts(SignInView);

const meta = {
  title: 'Staff console/Sign in',
  component: SignInScreen,
  args: { problem: null, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPassword: Story = {};
export const Throttled: Story = { args: { problem: { kind: 'throttled', retryAfterSeconds: 300 } } };
