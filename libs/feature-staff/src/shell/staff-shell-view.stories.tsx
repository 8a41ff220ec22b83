import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withStaffTexts } from '../testing/story-views';
import { StaffShellView } from './staff-shell-view';

const Shell = withStaffTexts(StaffShellView);

const meta = {
  title: 'Staff console/Frame',
  component: Shell,
  args: {
    userName: 'Rita Reviewer',
    counts: {
      recharges: 3,
      withdrawals: 1,
      'seller-applications': 0,
      'shop-registrations': 2,
      products: 12,
      returns: 1,
      shipments: 4,
    },
    isAdmin: true,
    onShortcuts: fn(),
    onSignOut: fn(),
    children: <p>The open screen</p>,
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = {};
export const CountsLoading: Story = { args: { counts: {}, userName: undefined, isAdmin: false } };
