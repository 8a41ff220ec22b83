import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STAFF_NAMESPACES } from '../shared/translator';
import {
  productDetail,
  rechargeDetail,
  returnDetail,
  sellerApplicationDetail,
  shipmentDetail,
  shopRegistrationDetail,
  withdrawal,
  withdrawalDetail,
} from '../testing/fixtures';
import { DecisionPanel } from './decision-panel';
import { ProductEvidence } from './product-evidence';
import { RechargeEvidence } from './recharge-evidence';
import { ReturnEvidence } from './return-evidence';
import { SellerApplicationEvidence } from './seller-application-evidence';
import { ShipmentEvidence } from './shipment-evidence';
import { ShipPanel } from './shipment-task-page';
import { ShopRegistrationEvidence } from './shop-registration-evidence';
import { TaskHistory } from './task-history';
import { TaskGone, TaskView } from './task-view';
import { WithdrawalEvidence } from './withdrawal-evidence';

type Kind =
  | 'recharge'
  | 'claimed'
  | 'fourEyes'
  | 'decided'
  | 'withdrawal'
  | 'badAddress'
  | 'bank'
  | 'application'
  | 'registration'
  | 'product'
  | 'return'
  | 'shipment'
  | 'gone';

/** One task screen as its container composes it, in English. */
function Task({ kind, onDecide }: { kind: Kind; onDecide: () => Promise<boolean> }) {
  const { t } = useTranslation(STAFF_NAMESPACES);
  const locale = 'en';
  const panel = (
    approve: string,
    confirm: string,
    extra: { declaredMinor?: number; payout?: boolean } = {},
  ) => (
    <DecisionPanel
      t={t}
      locale={locale}
      approveLabel={approve}
      refuseLabel={t('queues.recharges.refuse')}
      confirmApprove={() => confirm}
      confirmRefuse="Refuse?"
      declaredMinor={extra.declaredMinor}
      needsPayoutId={extra.payout}
      deciding={false}
      onDecide={onDecide}
    />
  );
  const view = (
    title: string,
    evidence: ReactNode,
    decision?: ReactNode,
    more: { outcome?: string; notices?: string[] } = {},
  ) => (
    <TaskView
      t={t}
      title={title}
      stateLabel={more.outcome ? t('task.decided') : t('states.pending')}
      backTo="/queues/recharges"
      backLabel={t('task.back', { queue: t('queues.recharges.title') })}
      nextTo="/queues/recharges/13"
      previousTo="/queues/recharges/11"
      outcome={more.outcome}
      notices={more.notices}
      evidence={evidence}
      decision={decision}
    />
  );
  const recharge = <RechargeEvidence detail={rechargeDetail()} t={t} locale={locale} />;
  switch (kind) {
    case 'recharge':
      return view(
        'Top-up #12 by Ada Lovelace',
        recharge,
        panel(t('queues.recharges.approve'), 'Credit $120.00 to Ada Lovelace?', { declaredMinor: 12_000 }),
      );
    case 'claimed':
      return view('Top-up #12 by Ada Lovelace', recharge, undefined, {
        notices: [t('claim.takenByUntil', { name: 'Sam Second', time: 'Nov 27, 2026, 10:05 AM' })],
      });
    case 'fourEyes':
      return view(
        'Top-up #12 by Ada Lovelace',
        <>
          {recharge}
          <TaskHistory
            t={t}
            locale={locale}
            steps={[
              {
                id: 1,
                kind: 'recharge',
                task_id: 12,
                from: 'pending',
                to: 'in_review',
                actor: { kind: 'staff', id: 99, name: 'Sam Second' },
                remark: '',
                amount_minor: 12_000,
                transaction_id: null,
                at: '2026-11-27T09:00:00.000Z',
              },
            ]}
          />
        </>,
        panel(t('fourEyes.confirm'), 'Credit $120.00 to Ada Lovelace?', { declaredMinor: 12_000 }),
        {
          notices: [
            t('fourEyes.waiting', { name: 'Sam Second', amount: '$120.00', time: 'Nov 27, 2026, 9:00 AM' }),
          ],
        },
      );
    case 'decided':
      return view('Top-up #12 by Ada Lovelace', recharge, undefined, {
        outcome: t('task.approvedAmount', { amount: '$95.50' }),
      });
    case 'withdrawal':
      return view(
        'Withdrawal #31 by Grace Hopper',
        <WithdrawalEvidence detail={withdrawalDetail()} t={t} locale={locale} />,
        panel(t('queues.withdrawals.approve'), 'Mark $250.00 as paid out to Grace Hopper?', { payout: true }),
      );
    case 'badAddress':
      return view(
        'Withdrawal #31 by Grace Hopper',
        <WithdrawalEvidence
          detail={withdrawalDetail({
            withdrawal: withdrawal({ address: '0x52908400098527886e0f7030069857d2e4169eE7' }),
            address_valid: false,
            address_problem: 'checksum',
          })}
          t={t}
          locale={locale}
        />,
        panel(t('queues.withdrawals.approve'), 'Mark $250.00 as paid out?', { payout: true }),
      );
    case 'bank':
      return view(
        'Withdrawal #32 by Grace Hopper',
        <WithdrawalEvidence
          detail={withdrawalDetail({
            withdrawal: withdrawal({
              id: 32,
              method: 'bank',
              wallet_code: null,
              address: null,
              bank_name: 'First National',
              account_name: 'Grace Hopper',
              account_number: '000123456789',
              routing_number: '011000015',
            }),
            network: '',
          })}
          t={t}
          locale={locale}
        />,
        panel(t('queues.withdrawals.approve'), 'Mark $250.00 as paid out?', { payout: true }),
      );
    case 'application':
      return view(
        'Seller application #9 by Ada Lovelace',
        <SellerApplicationEvidence detail={sellerApplicationDetail()} t={t} locale={locale} />,
        panel(t('queues.seller-applications.approve'), 'Accept Ada Lovelace as a seller?'),
      );
    case 'registration':
      return view(
        'Shop registration: Ada’s Cups',
        <ShopRegistrationEvidence detail={shopRegistrationDetail()} t={t} locale={locale} />,
        panel(t('queues.shop-registrations.approve'), 'Approve the shop Ada’s Cups?'),
      );
    case 'product':
      return view(
        'Product: Porcelain cup',
        <ProductEvidence detail={productDetail()} t={t} locale={locale} />,
        panel(t('queues.products.approve'), 'Put Porcelain cup on sale?'),
      );
    case 'return':
      return view(
        'Return #14 of order M2026112500041',
        <ReturnEvidence detail={returnDetail()} t={t} locale={locale} />,
        panel(t('queues.returns.approve'), 'Refund $24.50 to Grace Hopper?'),
      );
    case 'shipment':
      return view(
        'M2026112500042 · Ada’s Cups',
        <ShipmentEvidence detail={shipmentDetail()} t={t} locale={locale} />,
        <ShipPanel t={t} shipping={false} onShip={async () => undefined} />,
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

export const TakenByAnother: Story = { args: { kind: 'claimed' } };
export const WaitingForSecondApproval: Story = { args: { kind: 'fourEyes' } };
export const TopUpDecided: Story = { args: { kind: 'decided' } };
export const WithdrawalToWallet: Story = {
  args: { kind: 'withdrawal' },
  play: async ({ canvasElement }) => {
    // The balance history names what moved the money in words, not as the ledger's codes.
    const history = within(within(canvasElement).getByRole('table'));
    await expect(history.getAllByText('Frozen · Withdrawal held').length).toBeGreaterThan(0);
    await expect(history.queryByText(/withdrawal_hold/)).toBeNull();
  },
};
export const WithdrawalBadChecksum: Story = { args: { kind: 'badAddress' } };
export const WithdrawalToBank: Story = { args: { kind: 'bank' } };
export const SellerApplication: Story = { args: { kind: 'application' } };
export const ShopRegistration: Story = { args: { kind: 'registration' } };
export const Product: Story = { args: { kind: 'product' } };
export const Return: Story = { args: { kind: 'return' } };
export const OrderToShip: Story = {
  args: { kind: 'shipment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Cash on delivery: the carrier collects $54.00 at the door.'),
    ).toBeVisible();
    await expect(canvas.getByText(/12 Harbour Road/)).toBeVisible();
    await expect(canvas.getByText('$24.50 × 2')).toBeVisible();
  },
};
export const NoLongerWaiting: Story = { args: { kind: 'gone' } };
