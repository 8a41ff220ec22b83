import { failedQuery, loadedQuery, loadingQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withStaffTexts } from '../testing/story-views';
import { QueueListView } from './queue-list-view';

const List = withStaffTexts(QueueListView);

const rows = [
  {
    id: 12,
    who: 'Ada Lovelace',
    contact: 'ada@example.com',
    summary: 'USDT · transaction 9f2c77d1e0a4b5c6d7e8f9a0',
    amount: '$120.00',
    createdAt: '2026-11-27T08:15:00.000Z',
    claim: 'Taken by Sam Second',
  },
  {
    id: 13,
    who: 'Grace Hopper',
    contact: 'grace@example.com',
    summary: 'ETH · transaction 0x77aa01bb02cc03dd04ee05ff',
    amount: '$2,500.00',
    createdAt: '2026-11-27T09:02:00.000Z',
    fourEyes: 'Second approval needed (first: Rita Reviewer)',
  },
  {
    id: 14,
    who: 'Alan Turing',
    contact: 'alan@example.com',
    summary: 'BTC · transaction 7c1e55aa90',
    amount: '$45.00',
    createdAt: '2026-11-27T09:40:00.000Z',
  },
];

const meta = {
  title: 'Staff console/Queue',
  component: List,
  args: {
    kind: 'recharges',
    rows: loadedQuery(rows),
    total: 2,
    states: ['pending', 'in_review', 'completed', 'failed'],
    state: '',
    onStateChange: fn(),
    claim: '',
    onClaimChange: fn(),
    search: '',
    onSearch: fn(),
    page: 1,
    hasMore: false,
    onPage: fn(),
    when: (iso: string) => new Date(iso).toISOString().slice(0, 16).replace('T', ' '),
  },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};
export const Empty: Story = { args: { rows: loadedQuery([]), total: 0 } };
export const Loading: Story = { args: { rows: loadingQuery(), total: undefined } };
export const Failed: Story = { args: { rows: failedQuery(new Error('offline')), total: undefined } };
export const MorePages: Story = { args: { page: 2, hasMore: true, total: 120 } };
