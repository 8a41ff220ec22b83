import { storyImage } from '@mall/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { productDetail } from '../../testing/fixtures';
import { withCatalogueTexts } from '../../testing/story-views';
import { SellerCard } from './seller-card';

const Card = withCatalogueTexts(SellerCard);

const meta = {
  title: 'Storefront/Product page/Seller card',
  component: Card,
  args: { shop: { ...productDetail().shop_card, logo: storyImage('S', 200) } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shop: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Sakura Store' });
    await expect(within(card).getByRole('link', { name: 'Visit shop' })).toBeInTheDocument();
  },
};

/** Another feature's actions (follow, chat) in the card's slot. */
export const WithActions: Story = {
  args: { children: <button type="button">Follow</button> },
};
