import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withStaffTexts } from '../testing/story-views';
import { ShortcutsHelp } from './shortcuts-help';

const Help = withStaffTexts(ShortcutsHelp);

const meta = {
  title: 'Staff console/Keyboard shortcuts',
  component: Help,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof Help>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
