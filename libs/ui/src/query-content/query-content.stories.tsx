import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../empty-state/empty-state';
import { Skeleton } from '../skeleton/skeleton';
import { QueryContent } from './query-content';
import { failedQuery, loadedQuery, loadingQuery } from './query-state';

const retry = fn();

const meta = {
  title: 'UI/QueryContent',
  component: QueryContent<string[]>,
  args: {
    state: loadedQuery(['Green tea set', 'Tokoname teapot', 'Cypress cups']),
    labels: {
      loading: 'Loading…',
      error: 'We could not load this. Check your connection and try again.',
      retry: 'Try again',
    },
    isEmpty: (items: string[]) => items.length === 0,
    empty: <EmptyState title="No products yet" message="Please check back soon." />,
    children: (items: string[]) => (
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof QueryContent<string[]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Loading: Story = { args: { state: loadingQuery() } };

export const LoadingSkeleton: Story = {
  args: {
    state: loadingQuery(),
    placeholder: (
      <div style={{ display: 'grid', gap: 8, width: 200 }}>
        <Skeleton shape="line" />
        <Skeleton shape="line" />
        <Skeleton shape="short-line" />
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { state: failedQuery(new Error('offline'), retry) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { state: loadedQuery([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No products yet' })).toBeVisible();
  },
};
