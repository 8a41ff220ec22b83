import type { Meta, StoryObj } from '@storybook/react-vite';
import { RatingBreakdown } from './rating-breakdown';

const meta = {
  title: 'UI/RatingBreakdown',
  component: RatingBreakdown,
  args: {
    counts: [2, 1, 4, 11, 37],
    label: 'Ratings by stars',
    starsLabel: (stars: number) => `${stars}★`,
    rowLabel: (stars: number, count: string) => `${stars} stars: ${count} reviews`,
  },
} satisfies Meta<typeof RatingBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rated: Story = {};
export const NoRatings: Story = { args: { counts: [0, 0, 0, 0, 0] } };
