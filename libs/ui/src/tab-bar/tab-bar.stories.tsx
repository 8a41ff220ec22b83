import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport, isLaidOutAt } from '../../testing/viewports';
import { TabBar } from './tab-bar';
import styles from './tab-bar.module.css';

/** A stand-in icon: the app passes icons from its icon set. */
const Dot = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="12" cy="12" r="8" fill="currentColor" />
  </svg>
);

const meta = {
  title: 'UI/TabBar',
  component: TabBar,
  args: {
    label: 'Main sections',
    items: [
      { id: 'home', label: 'Home', icon: <Dot />, href: '#home', current: true },
      { id: 'categories', label: 'Categories', icon: <Dot />, href: '#categories' },
      {
        id: 'cart',
        label: 'Cart',
        icon: <Dot />,
        href: '#cart',
        badge: { count: 3, label: '3 items in your cart' },
      },
      { id: 'me', label: 'Me', icon: <Dot />, href: '#me' },
    ],
  },
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeCurrent: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main sections' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LongLabels: Story = {
  args: {
    items: [
      { id: 'home', label: 'หน้าแรก', icon: <Dot />, href: '#home' },
      { id: 'categories', label: 'หมวดหมู่สินค้าทั้งหมด', icon: <Dot />, href: '#categories', current: true },
      {
        id: 'cart',
        label: 'รถเข็น',
        icon: <Dot />,
        href: '#cart',
        badge: { count: 1200, label: 'สินค้า 1200 ชิ้น' },
      },
      { id: 'me', label: 'ฉัน', icon: <Dot />, href: '#me' },
    ],
  },
};

/** Phones: the four sections along the bottom edge, each a full tap target. */
export const AtPhoneWidth: Story = {
  ...atViewport('phone'),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main sections' });
    await expect(nav).toHaveClass(styles.bar!);
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    if (isLaidOutAt(nav, 'phone'))
      for (const link of within(nav).getAllByRole('link'))
        await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Desktops carry the sections in the header: the bar is not shown. */
export const AtDesktopWidth: Story = {
  ...atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main sections', hidden: true });
    await expect(nav).toHaveClass(styles.bar!);
    if (isLaidOutAt(canvasElement, 'desktop')) await expect(nav).not.toBeVisible();
  },
};
