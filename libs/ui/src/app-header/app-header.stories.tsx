import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../badge/badge';
import { AppHeader } from './app-header';

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
