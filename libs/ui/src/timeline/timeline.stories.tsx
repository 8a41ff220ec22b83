import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline } from './timeline';

const meta = {
  title: 'UI/Timeline',
  component: Timeline,
  args: {
    label: 'Order progress',
    stateLabels: { done: '(done)', current: 'Now', upcoming: '(to come)', failed: '(stopped)' },
    items: [
      {
        id: 'placed',
        title: 'Placed',
        state: 'done',
        time: { dateTime: '2026-01-15T09:30:00.000Z', label: 'Jan 15, 2026, 9:30 AM' },
      },
      {
        id: 'paid',
        title: 'Paid',
        state: 'current',
        time: { dateTime: '2026-01-15T09:40:00.000Z', label: 'Jan 15, 2026, 9:40 AM' },
      },
      { id: 'shipped', title: 'Shipped', state: 'upcoming' },
      { id: 'delivered', title: 'Delivered', state: 'upcoming' },
    ],
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
  },
};

export const WithDetail: Story = {
  args: {
    items: [
      {
        id: 'placed',
        title: 'Placed',
        state: 'done',
        time: { dateTime: '2026-01-15T09:30:00.000Z', label: 'Jan 15, 2026, 9:30 AM' },
      },
      {
        id: 'shipped',
        title: 'Shipped',
        state: 'current',
        time: { dateTime: '2026-01-16T08:00:00.000Z', label: 'Jan 16, 2026, 8:00 AM' },
        detail: (
          <>
            <span>Intercontinental Express Logistics and Freight Forwarding Company Limited</span>
            <span>Tracking number: SF12345678901234567890123456789</span>
          </>
        ),
      },
      { id: 'delivered', title: 'Delivered', state: 'upcoming' },
    ],
  },
};

export const Failed: Story = {
  args: {
    items: [
      {
        id: 'placed',
        title: 'Placed',
        state: 'done',
        time: { dateTime: '2026-01-15T09:30:00.000Z', label: 'Jan 15, 2026, 9:30 AM' },
      },
      {
        id: 'cancelled',
        title: 'Cancelled by you',
        state: 'failed',
        current: true,
        time: { dateTime: '2026-01-15T10:00:00.000Z', label: 'Jan 15, 2026, 10:00 AM' },
        detail: 'Reason: ordered the wrong size',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
  },
};

export const Finished: Story = {
  args: {
    items: [
      { id: 'placed', title: 'Placed', state: 'done' },
      { id: 'paid', title: 'Paid', state: 'done' },
      { id: 'shipped', title: 'Shipped', state: 'done' },
      { id: 'delivered', title: 'Delivered', state: 'done' },
      { id: 'completed', title: 'Completed', state: 'done', current: true },
    ],
  },
};
