import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { NavigationBar } from './navigation-bar';

const onBack = fn();

const meta = {
  title: 'UI/NavigationBar',
  component: NavigationBar,
  args: { title: 'Order details' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavigationBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {
  args: { onBack, backLabel: 'Back' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back' }));
    await expect(onBack).toHaveBeenCalled();
  },
};

export const WithActions: Story = {
  args: {
    onBack,
    backLabel: 'Back',
    actions: (
      <Button variant="ghost" size="sm">
        Share
      </Button>
    ),
  },
};

export const Home: Story = {
  args: { title: 'Mall', titleAs: 'span', start: <a href="#home">Home</a> },
};
