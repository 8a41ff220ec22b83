import { loadedQuery } from '@mall/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withStaffTexts } from '../testing/story-views';
import { MembersView } from './members-view';

const Members = withStaffTexts(MembersView);

const meta = {
  title: 'Staff console/Staff accounts',
  component: Members,
  args: {
    members: loadedQuery([
      {
        id: 1,
        name: 'Ada Admin',
        email: 'admin@mall.example',
        roles: ['admin'],
        disabled: false,
        created_at: '2026-11-01T08:00:00.000Z',
      },
      {
        id: 5,
        name: 'Rita Reviewer',
        email: 'rita@mall.example',
        roles: ['reviewer'],
        disabled: false,
        created_at: '2026-11-10T08:00:00.000Z',
      },
      {
        id: 6,
        name: 'Sam Support',
        email: 'sam@mall.example',
        roles: ['support'],
        disabled: true,
        created_at: '2026-11-12T08:00:00.000Z',
      },
    ]),
    meId: 1,
    when: (iso: string) => iso.slice(0, 10),
    onAdd: fn(async () => undefined),
    onUpdate: fn(async () => true),
  },
} satisfies Meta<typeof Members>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accounts: Story = {};

export const AddNeedsARole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('checkbox', { name: 'Reviewer' }).at(-1)!);
    await userEvent.click(canvas.getByRole('button', { name: 'Add the account' }));
    await expect(await canvas.findByText('Choose at least one role.')).toBeInTheDocument();
  },
};
