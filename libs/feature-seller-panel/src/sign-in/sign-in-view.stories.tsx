import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { PANEL_NAMESPACES } from '../shared/translator';
import { type SignInViewProps, SignInView } from './sign-in-view';

function SignInScreen(props: Omit<SignInViewProps, 't'>) {
  const { t } = useTranslation(PANEL_NAMESPACES);
  return <SignInView {...props} t={t} />;
}

const meta = {
  title: 'Seller panel/Sign in',
  component: SignInScreen,
  args: { handingOver: false, ticketRefused: false, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof SignInScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPassword: Story = {};
export const HandingOver: Story = { args: { handingOver: true } };
export const TicketRefused: Story = { args: { ticketRefused: true } };
