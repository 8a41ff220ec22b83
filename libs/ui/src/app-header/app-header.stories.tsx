import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport, isLaidOutAt } from '../../testing/viewports';
import { Badge } from '../badge/badge';
import { AppHeader } from './app-header';
import styles from './app-header.module.css';

const meta = {
  title: 'UI/AppHeader',
  component: AppHeader,
  args: {
    brand: (
      <a href="#home" style={{ color: 'inherit', textDecoration: 'none' }}>
        Mall
      </a>
    ),
    search: (
      <form role="search" aria-label="Search products">
        <input
          type="search"
          aria-label="Search products"
          placeholder="Search products"
          style={{ width: '100%' }}
        />
      </form>
    ),
    actions: (
      <a href="#cart" style={{ color: 'inherit', padding: 12 }}>
        <Badge count={2} label="2 items in your cart">
          Cart
        </Badge>
      </a>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getByRole('search', { name: 'Search products' })).toBeInTheDocument();
    await expect(within(banner).getByRole('link', { name: /Cart/ })).toBeInTheDocument();
  },
};

export const WithSections: Story = {
  args: {
    navigation: (
      <nav aria-label="Main sections" style={{ display: 'flex', gap: 16, padding: '8px 16px' }}>
        <a href="#home" style={{ color: 'inherit' }}>
          Home
        </a>
        <a href="#categories" style={{ color: 'inherit' }}>
          Categories
        </a>
      </nav>
    ),
  },
};

/** On a phone the header is one compact row: logo, search and cart, no taller than a tap target and a margin. */
export const AtPhoneWidth: Story = {
  ...atViewport('phone'),
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(banner).toHaveClass(styles.header!);
    await expect(within(banner).getByRole('search', { name: 'Search products' })).toBeVisible();
    if (isLaidOutAt(banner, 'phone'))
      await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(64);
  },
};

/** On a desktop the sections join the header, the search box between the logo and the cart. */
export const AtDesktopWidth: Story = {
  ...atViewport('desktop'),
  args: WithSections.args,
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).getByRole('navigation', { name: 'Main sections' })).toBeVisible();
    if (isLaidOutAt(banner, 'desktop')) {
      const search = within(banner).getByRole('search', { name: 'Search products' }).getBoundingClientRect();
      const cart = within(banner).getByRole('link', { name: /Cart/ }).getBoundingClientRect();
      await expect(search.right).toBeLessThanOrEqual(cart.left);
    }
  },
};
