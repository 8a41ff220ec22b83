import { ErrorCode } from '@mall/sdk';
import { errorHandler, operationHandler, operationPattern } from '@mall/sdk/testing';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  checkoutSummary,
  expressDelivery,
  placedOrders,
  scarfSummary,
  standardDelivery,
  THB,
  USD,
} from '../testing/fixtures';
import { BASE_URL, renderPage, signedInStorage, startCartApiServer } from '../testing/render-page';
import { DeliveryPage } from './delivery-page';

const server = startCartApiServer();
const path = '/pages/cart/delivery';
const route = `${path}?lines=1,2,3&address=21`;

function checkoutServer() {
  const summaries: string[] = [];
  server.use(
    operationHandler('getDeliveryOptions', { list: [standardDelivery, expressDelivery] }, BASE_URL),
    operationHandler(
      'getCheckoutSummary',
      (request) => {
        const query = new URL(request.url).searchParams;
        summaries.push(query.toString());
        const express = query.get('delivery_code') === 'express';
        return express
          ? {
              ...checkoutSummary,
              delivery: expressDelivery,
              groups: checkoutSummary.groups.map((group) => ({ ...group, delivery_fee_minor: 1500 })),
            }
          : checkoutSummary;
      },
      BASE_URL,
    ),
  );
  return summaries;
}

/** Place-order requests as they reached the network; `fail` first answers with a lost connection. */
function placeOrderRequests(fail = 0) {
  const requests: { key: string | null; body: string }[] = [];
  let failures = fail;
  server.use(
    http.post(operationPattern('placeOrder', BASE_URL), async ({ request }) => {
      requests.push({ key: request.headers.get('idempotency-key'), body: await request.text() });
      if (failures-- > 0) return HttpResponse.error();
      return HttpResponse.json({ code: 200, message: 'success', data: placedOrders });
    }),
  );
  return requests;
}

describe('DeliveryPage', () => {
  it('shows the delivery options and each shop order with its total, following the option chosen', async () => {
    const summaries = checkoutServer();
    const page = await renderPage(<DeliveryPage />, { route, path });
    const teaOrder = await page.findByRole('region', { name: 'Order from Tea House' });
    expect(page.getByRole('radio', { name: /Standard/ })).toBeChecked();
    // 2 × $12.50 + $8.99 = $33.99, + $5.00 delivery
    expect(within(teaOrder).getByText('$33.99')).toBeInTheDocument();
    expect(within(teaOrder).getByText('$38.99')).toBeInTheDocument();
    expect(page.getByText('$88.99')).toBeInTheDocument();
    expect(summaries[0]).toBe('line_ids=1&line_ids=2&line_ids=3&address_id=21&delivery_code=standard');

    await page.user.click(page.getByRole('radio', { name: /Express/ }));
    expect(await page.findByText('$108.99')).toBeInTheDocument();
    expect(summaries.at(-1)).toContain('delivery_code=express');
  });

  it('shows a baht checkout as its lines add up, the amount the pay step and the order show later', async () => {
    server.use(
      operationHandler('getCurrencies', { list: [USD, THB], static: '', base: 'USD' }, BASE_URL),
      operationHandler('getDeliveryOptions', { list: [{ ...standardDelivery, fee_minor: 0 }] }, BASE_URL),
      operationHandler('getCheckoutSummary', scarfSummary, BASE_URL),
    );
    const page = await renderPage(<DeliveryPage />, {
      route: `${path}?lines=6&address=21`,
      path,
      storage: signedInStorage('THB'),
    });
    const order = await page.findByRole('region', { name: 'Order from Tea House' });
    // 3 × ฿495.86 (each $13.66 × 36.3, rounded once): the line, the items, the shop total and the grand total.
    expect(await within(order).findAllByText('฿1,487.58')).toHaveLength(3);
    expect(page.getByText('To pay:', { exact: false })).toHaveTextContent('To pay: ฿1,487.58');
    expect(page.queryByText('฿1,487.57')).not.toBeInTheDocument();
  });

  it('places the orders with an idempotency key and the display currency, then goes to pay them', async () => {
    checkoutServer();
    const requests = placeOrderRequests();
    const page = await renderPage(<DeliveryPage />, { route, path });
    await page.user.type(await page.findByLabelText('Note for the sellers (optional)'), 'Ring twice');
    await page.user.click(page.getByRole('button', { name: 'Place order' }));
    expect(await page.findByText('Now at /pages/cart/pay?orders=301%2C302')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.key).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    const body = new URLSearchParams(requests[0]!.body);
    expect(body.getAll('line_ids')).toEqual(['1', '2', '3']);
    expect(body.get('address_id')).toBe('21');
    expect(body.get('delivery_code')).toBe('standard');
    expect(body.get('currency')).toBe('USD');
    expect(body.get('remark')).toBe('Ring twice');
    expect(body.has('idempotency_key')).toBe(false);
  });

  it('asks for the summary no more once the orders are placed: their lines have left the cart', async () => {
    const summaries = checkoutServer();
    placeOrderRequests();
    const page = await renderPage(<DeliveryPage />, { route, path });
    await page.user.click(await page.findByRole('button', { name: 'Place order' }));
    expect(await page.findByText('Now at /pages/cart/pay?orders=301%2C302')).toBeInTheDocument();
    expect(summaries).toHaveLength(1);
  });

  it('retries a lost place-order with the same key, so the orders are placed once', async () => {
    checkoutServer();
    const requests = placeOrderRequests(1);
    const page = await renderPage(<DeliveryPage />, { route, path });
    const place = await page.findByRole('button', { name: 'Place order' });
    await page.user.click(place);
    await page.findByRole('button', { name: 'Place order' });
    await page.user.click(page.getByRole('button', { name: 'Place order' }));
    expect(await page.findByText('Now at /pages/cart/pay?orders=301%2C302')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
    expect(requests[1]!.key).toBe(requests[0]!.key);
  });

  it('asks for an address when the shopper has none', async () => {
    checkoutServer();
    server.use(errorHandler('getCheckoutSummary', ErrorCode.DEFAULT_ADDRESS_EMPTY, 'no address', BASE_URL));
    const page = await renderPage(<DeliveryPage />, { route: `${path}?lines=1`, path });
    expect(await page.findByText('Add a shipping address before placing the order.')).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Add an address' })).toHaveAttribute(
      'href',
      '/pages/cart/edit?lines=1',
    );
  });
});
