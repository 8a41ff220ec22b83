import { loadedQuery, loadingQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withStaffTexts } from '../testing/story-views';
import { AuditView } from './audit-view';

const Audit = withStaffTexts(AuditView);

const meta = {
  title: 'Staff console/Audit log',
  component: Audit,
  args: {
    steps: loadedQuery([
      {
        id: 3,
        kind: 'recharge',
        task_id: 12,
        from: 'in_review',
        to: 'completed',
        actor: { kind: 'staff', id: 5, name: 'Rita Reviewer' },
        remark: '',
        amount_minor: 250_000,
        transaction_id: null,
        at: '2026-11-27T09:30:00.000Z',
      },
      {
        id: 2,
        kind: 'recharge',
        task_id: 12,
        from: 'pending',
        to: 'in_review',
        actor: { kind: 'staff', id: 99, name: 'Sam Second' },
        remark: '',
        amount_minor: 250_000,
        transaction_id: null,
        at: '2026-11-27T09:00:00.000Z',
      },
      {
        id: 1,
        kind: 'shop_registration',
        task_id: 5,
        from: 'pending',
        to: 'refused',
        actor: { kind: 'ops', id: null, name: null },
        remark: 'The ID document is blurred: please upload a sharper picture.',
        amount_minor: null,
        transaction_id: null,
        at: '2026-11-26T15:00:00.000Z',
      },
    ]),
    kind: '',
    onKindChange: fn(),
    page: 1,
    hasMore: false,
    onPage: fn(),
    when: (iso: string) => iso.slice(0, 16).replace('T', ' '),
    money: (minor: number) => `$${(minor / 100).toFixed(2)}`,
  },
} satisfies Meta<typeof Audit>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decisions: Story = {};
export const Empty: Story = { args: { steps: loadedQuery([]) } };
export const Loading: Story = { args: { steps: loadingQuery() } };
