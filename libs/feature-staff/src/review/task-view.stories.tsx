import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STAFF_NAMESPACES } from '../shared/translator';
import { product, recharge, shopRegistration, withdrawal } from '../testing/fixtures';
import { DecisionPanel } from './decision-panel';
import { ProductEvidence } from './product-evidence';
import { RechargeEvidenceView } from './recharge-evidence';
import { SellerApplicationEvidence } from './seller-application-evidence';
import { ShopRegistrationEvidence } from './shop-registration-evidence';
import { TaskGone, TaskView } from './task-view';
import { WithdrawalEvidenceView } from './withdrawal-evidence';

type Kind =
  'recharge' | 'withdrawal' | 'bank' | 'application' | 'registration' | 'product' | 'decided' | 'gone';

/** One task screen as its container composes it, in English. */
function Task({ kind, onDecide }: { kind: Kind; onDecide: () => Promise<boolean> }) {
  const { t } = useTranslation(STAFF_NAMESPACES);
  const locale = 'en';
  const panel = (approve: string, confirm: string, declaredMinor?: number) => (
    <DecisionPanel
      t={t}
      locale={locale}
      approveLabel={approve}
      refuseLabel={t('queues.recharges.refuse')}
      confirmApprove={() => confirm}
      confirmRefuse="Refuse?"
      declaredMinor={declaredMinor}
      deciding={false}
      onDecide={onDecide}
    />
  );
  const view = (title: string, evidence: ReactNode, decision?: ReactNode, outcome?: string) => (
    <TaskView
      t={t}
      title={title}
      stateLabel={outcome ? t('task.decided') : t('states.pending')}
      backTo="/queues/recharges"
      backLabel={t('task.back', { queue: t('queues.recharges.title') })}
      nextTo="/queues/recharges/13"
      previousTo="/queues/recharges/11"
      outcome={outcome}
      evidence={evidence}
      decision={decision}
    />
  );
  switch (kind) {
    case 'recharge':
      return view(
        'Top-up #12 by Ada Lovelace',
        <RechargeEvidenceView
          item={recharge()}
          t={t}
          locale={locale}
          network="TRC20"
          earlier={[recharge({ id: 4, state: 'completed', actual_amount_minor: 5_000 })]}
        />,
        panel(t('queues.recharges.approve'), 'Credit $120.00 to Ada Lovelace?', 12_000),
      );
    case 'decided':
      return view(
        'Top-up #12 by Ada Lovelace',
        <RechargeEvidenceView item={recharge()} t={t} locale={locale} network="TRC20" earlier={[]} />,
        undefined,
        t('task.approvedAmount', { amount: '$95.50' }),
      );
    case 'withdrawal':
      return view(
        'Withdrawal #31 by Grace Hopper',
        <WithdrawalEvidenceView item={withdrawal()} t={t} locale={locale} network="ERC20" />,
        panel(t('queues.withdrawals.approve'), 'Mark $250.00 as paid out to Grace Hopper?'),
      );
    case 'bank':
      return view(
        'Withdrawal #32 by Grace Hopper',
        <WithdrawalEvidenceView
          item={withdrawal({
            id: 32,
            method: 'bank',
            wallet_code: null,
            address: null,
            bank_name: 'First National',
            account_name: 'Grace Hopper',
            account_number: '000123456789',
            routing_number: '011000015',
          })}
          t={t}
          locale={locale}
        />,
        panel(t('queues.withdrawals.approve'), 'Mark $250.00 as paid out?'),
      );
    case 'application':
      return view(
        'Seller application #9 by Ada Lovelace',
        <SellerApplicationEvidence
          item={{
            id: 9,
            status: 'pending',
            reason: 'I make porcelain cups by hand and sell about 40 a month at markets.',
            shop_name: 'Ada’s Cups',
            message: null,
            created_at: '2026-11-26T09:00:00.000Z',
            decided_at: null,
            user: { id: 7, name: 'Ada Lovelace', email: 'ada@example.com' },
          }}
          t={t}
          locale={locale}
        />,
        panel(t('queues.seller-applications.approve'), 'Accept Ada Lovelace as a seller?'),
      );
    case 'registration':
      return view(
        'Shop registration: Ada’s Cups',
        <ShopRegistrationEvidence item={shopRegistration()} t={t} locale={locale} />,
        panel(t('queues.shop-registrations.approve'), 'Approve the shop Ada’s Cups?'),
      );
    case 'product':
      return view(
        'Product: Porcelain cup',
        <ProductEvidence item={product()} t={t} locale={locale} />,
        panel(t('queues.products.approve'), 'Put Porcelain cup on sale?'),
      );
    case 'gone':
      return <TaskGone t={t} backTo="/queues/recharges" backLabel={t('task.queueDone')} />;
  }
}

const meta = {
  title: 'Staff console/Task',
  component: Task,
  args: { kind: 'recharge', onDecide: fn(async () => true) },
} satisfies Meta<typeof Task>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopUp: Story = {};

export const TopUpConfirmCredit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Amount to credit (USD)' })).toHaveValue('120.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Credit' }));
    await expect(await canvas.findByRole('dialog')).toBeInTheDocument();
  },
};

export const TopUpDecided: Story = { args: { kind: 'decided' } };
export const WithdrawalToWallet: Story = { args: { kind: 'withdrawal' } };
export const WithdrawalToBank: Story = { args: { kind: 'bank' } };
export const SellerApplication: Story = { args: { kind: 'application' } };
export const ShopRegistration: Story = { args: { kind: 'registration' } };
export const Product: Story = { args: { kind: 'product' } };
export const NoLongerWaiting: Story = { args: { kind: 'gone' } };
