import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Rating } from './rating';

const meta = {
  title: 'UI/Rating',
  component: Rating,
  args: { value: 4.5, label: (value) => `Rated ${value} out of 5` },
  argTypes: { value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } } },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HalfStar: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  },
};

export const WithValue: Story = { args: { value: 3.75, showValue: true } };

export const Unrated: Story = { args: { value: 0 } };

export const Full: Story = { args: { value: 5 } };
