import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: {
    page: 1,
    total: 240,
    pageSize: 20,
    onPageChange: fn(),
    labels: {
      nav: 'Pagination',
      previous: 'Previous',
      next: 'Next',
      page: (page) => `Page ${page}`,
      total: (total, capped) => `Total ${total}${capped ? '+' : ''} items`,
    },
  },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          args.onPageChange(next);
          setPage(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MiddlePage: Story = { args: { page: 6 } };

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const SinglePage: Story = { args: { total: 7 } };

/** The server stopped counting at 10,000: the pages past it open one at a time while there is more. */
export const CappedTotal: Story = {
  args: { page: 500, total: 10_000, totalCapped: true, hasMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total 10000+ items')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};
