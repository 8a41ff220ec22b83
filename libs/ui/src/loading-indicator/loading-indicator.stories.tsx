import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { LoadingIndicator } from './loading-indicator';

const meta = {
  title: 'UI/LoadingIndicator',
  component: LoadingIndicator,
  args: { active: true, label: 'Loading' },
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const OverContent: Story = {
  args: {
    children: (
      <ul>
        <li>Order 1001</li>
        <li>Order 1002</li>
      </ul>
    ),
  },
};

export const Idle: Story = {
  args: { active: false, children: <p>Orders loaded.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** Loading stops: the spinner hides at once, the flag (here: the disabled button) lingers for lingerMs. */
export const Lingering: Story = {
  args: { active: false, lingerMs: 300 },
  render: function Render(args) {
    const [active, setActive] = useState(true);
    return (
      <div style={{ display: 'flex', gap: 'var(--space-3)' }}>
        <Button variant="secondary" onClick={() => setActive(false)}>
          Finish loading
        </Button>
        <LoadingIndicator {...args} active={active}>
          {({ flagged }) => <Button disabled={flagged}>Submit</Button>}
        </LoadingIndicator>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled());
  },
};
