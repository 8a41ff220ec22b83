import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReadMore } from './read-more';

const paragraph =
  'This stainless steel kettle boils a litre of water in under four minutes, switches itself off and keeps its handle cool. ';

const meta = {
  title: 'UI/ReadMore',
  component: ReadMore,
  args: {
    moreLabel: 'Read more',
    lessLabel: 'Show less',
    children: (
      <div>
        {Array.from({ length: 24 }, (_, i) => (
          <p key={i} style={{ marginBlockEnd: 'var(--space-3)' }}>
            {paragraph}
          </p>
        ))}
      </div>
    ),
  },
  // jsdom has no layout: the Jest run of these stories reads this content height (see stories.spec.tsx).
  parameters: { jsdom: { scrollHeight: 1200 } },
} satisfies Meta<typeof ReadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Read more' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Expanded: Story = { args: { defaultExpanded: true } };

export const Short: Story = {
  args: { children: <p>{paragraph}</p> },
  parameters: { jsdom: { scrollHeight: 48 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
