import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { Card } from './card';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'Password',
    children: (
      <>
        <p>Change the password you sign in with.</p>
        <Button>Change password</Button>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Titled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Password' })).toBeInTheDocument();
  },
};

export const Frame: Story = {
  args: { title: undefined, children: <p>No sales this month yet.</p> },
};

export const CompactEntry: Story = {
  args: {
    title: undefined,
    as: 'article',
    size: 'compact',
    'aria-labelledby': 'story-order',
    children: (
      <>
        <h3 id="story-order">Order 20261120001</h3>
        <p>2 items · $18.50</p>
      </>
    ),
  },
};

export const Narrow: Story = {
  args: { size: 'narrow', title: 'Sign in' },
};
