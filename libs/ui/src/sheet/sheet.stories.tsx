import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport, isLaidOutAt } from '../../testing/viewports';
import { Sheet } from './sheet';
import styles from './sheet.module.css';

const meta = {
  title: 'UI/Sheet',
  component: Sheet,
  args: {
    open: true,
    title: 'Language and currency',
    closeLabel: 'Close',
    onClose: fn(),
    children: (
      <>
        <label>
          Language{' '}
          <select defaultValue="en">
            <option value="en">English</option>
            <option value="zh">简体中文</option>
          </select>
        </label>
        <label>
          Currency{' '}
          <select defaultValue="USD">
            <option value="USD">USD $</option>
            <option value="EUR">EUR €</option>
          </select>
        </label>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Language and currency' })).toHaveAttribute('open');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The settings sheet on a phone: a panel along the bottom edge, the screen's full width. */
export const SettingsAtPhoneWidth: Story = {
  ...atViewport('phone'),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByRole('dialog', { name: 'Language and currency' });
    await expect(sheet).toHaveClass(styles.sheet!);
    await expect(within(sheet).getByRole('combobox', { name: 'Language' })).toBeVisible();
    if (isLaidOutAt(canvasElement, 'phone')) {
      const box = sheet.getBoundingClientRect();
      await expect(box.width).toBe(390);
      await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    }
  },
};

/** The settings sheet on a desktop: a dialog in the middle of the screen, narrower than it. */
export const SettingsAtDesktopWidth: Story = {
  ...atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const sheet = within(canvasElement).getByRole('dialog', { name: 'Language and currency' });
    await expect(sheet).toHaveClass(styles.sheet!);
    if (isLaidOutAt(canvasElement, 'desktop')) {
      const box = sheet.getBoundingClientRect();
      await expect(box.width).toBeLessThan(1366 / 2);
      await expect(Math.round(box.left + box.width / 2)).toBe(683);
    }
  },
};
