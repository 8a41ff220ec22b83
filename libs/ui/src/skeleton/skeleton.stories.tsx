import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  decorators: [(Story) => <div style={{ width: 160, display: 'grid', gap: 8 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Square: Story = { args: { shape: 'square' } };
export const Line: Story = { args: { shape: 'line' } };
export const ShortLine: Story = { args: { shape: 'short-line' } };
