import { screen, within } from '@testing-library/react';
import { productDetail } from '../../testing/fixtures';
import { renderView, viewProps } from '../../testing/render-view';
import { SellerCard } from './seller-card';

describe('SellerCard', () => {
  it("names the shop with its rating and product count in the shopper's language, and links to it", async () => {
    const { i18n, t, formats } = await viewProps('th');
    renderView(
      <SellerCard t={t} formats={formats} shop={{ ...productDetail().shop_card, product_count: 1234 }}>
        <button type="button">Chat</button>
      </SellerCard>,
      i18n,
    );
    const card = screen.getByRole('region', { name: 'Sakura Store' });
    expect(within(card).getByText('สินค้า 1,234 รายการ')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'ไปที่ร้าน' })).toHaveAttribute(
      'href',
      '/pages/shop/detail?id=7',
    );
    expect(within(card).getByRole('button', { name: 'Chat' })).toBeInTheDocument();
  });
});
