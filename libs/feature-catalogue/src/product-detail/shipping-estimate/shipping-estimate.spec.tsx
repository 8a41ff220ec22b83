import { screen, within } from '@testing-library/react';
import { renderView, viewProps } from '../../testing/render-view';
import { ShippingEstimate } from './shipping-estimate';

describe('ShippingEstimate', () => {
  it('offers a shopper without an address a way to add one', async () => {
    const { i18n, t, formats } = await viewProps('en');
    renderView(<ShippingEstimate t={t} formats={formats} state={{ kind: 'no-address' }} />, i18n);
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByRole('link', { name: 'Add an address' })).toHaveAttribute(
      'href',
      '/pages/cart/edit',
    );
  });

  it('says the fee in the display currency and the days in the language', async () => {
    const { i18n, t, formats } = await viewProps('zh');
    renderView(
      <ShippingEstimate
        t={t}
        formats={formats}
        state={{
          kind: 'ready',
          place: '清迈, TH',
          option: {
            code: 'express',
            name: { text: '快递', lang: 'zh' },
            fee_minor: 1299,
            eta_days_min: 1,
            eta_days_max: 2,
          },
        }}
      />,
      i18n,
    );
    expect(screen.getByText('送至 清迈, TH：运费 $12.99，1–2 天送达（快递）')).toBeInTheDocument();
  });
});
