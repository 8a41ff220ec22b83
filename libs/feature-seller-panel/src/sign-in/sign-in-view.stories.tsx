import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { PANEL_NAMESPACES } from '../shared/translator';
import { signInSchema } from './sign-in-schema';
import { type SignInViewProps, SignInView } from './sign-in-view';

function SignInScreen(props: Omit<SignInViewProps, 't' | 'schema'>) {
  const { t } = useTranslation(PANEL_NAMESPACES);
  const schema = useMemo(() => signInSchema(t), [t]);
  return <SignInView {...props} t={t} schema={schema} />;
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
