import { ErrorCode } from '@mall/sdk';
import { operationFixtures, operationHandler, operationPattern } from '@mall/sdk/testing';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { balance, scarfOrder, scarfSummary, THB, unpaidOrder, unpaidOrders, USD } from '../testing/fixtures';
import { BASE_URL, renderPage, signedInStorage, startCartApiServer } from '../testing/render-page';
import { PayPage } from './pay-page';

const server = startCartApiServer();
/** Typing a whole form key by key takes a while on a busy machine. */
const FORM_TEST_TIMEOUT_MS = 20_000;
const path = '/pages/cart/pay';
const route = `${path}?orders=301,302`;

/** Pay-order requests as they reached the network, answered by `answer` (success by default). */
function payServer(answer: (body: URLSearchParams) => number = () => 200) {
  const requests: { key: string | null; body: URLSearchParams }[] = [];
  server.use(
    operationHandler('getOrders', unpaidOrders, BASE_URL),
    operationHandler('getUserBalance', balance, BASE_URL),
    http.post(operationPattern('payOrder', BASE_URL), async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      requests.push({ key: request.headers.get('idempotency-key'), body });
      const code = answer(body);
      return HttpResponse.json({
        code,
        message: code === 200 ? 'success' : 'refused',
        data: code === 200 ? operationFixtures.payOrder : null,
      });
    }),
  );
  return requests;
}

const confirmPayment = async (page: Awaited<ReturnType<typeof renderPage>>) => {
  const dialog = await page.findByRole('dialog', { name: 'Confirm the payment' });
  await page.user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
};

describe('PayPage', () => {
  it('pays every order of the checkout from the wallet after a confirmation, then confirms them', async () => {
    const requests = payServer();
    const page = await renderPage(<PayPage />, { route, path });
    expect(await page.findByText('Order M2026112300301 from Tea House')).toBeInTheDocument();
    expect(page.getByText('Available: $200.00')).toBeInTheDocument();
    expect(page.getByRole('radio', { name: /Wallet balance/ })).toBeChecked();
    await page.user.click(page.getByRole('button', { name: 'Pay $88.99' }));
    const dialog = await page.findByRole('dialog', { name: 'Confirm the payment' });
    expect(dialog).toHaveTextContent('Pay $88.99 by Wallet balance?');
    expect(requests).toEqual([]);
    await confirmPayment(page);

    expect(await page.findByRole('heading', { name: 'Thank you: your order is placed' })).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'View order M2026112300302' })).toHaveAttribute(
      'href',
      '/pages/history/detail?id=302',
    );
    expect(page.getByRole('link', { name: 'Purchase history' })).toHaveAttribute(
      'href',
      '/pages/history/purchase',
    );
    expect(requests.map(({ body }) => body.toString())).toEqual([
      'order_id=301&method=wallet',
      'order_id=302&method=wallet',
    ]);
    expect(requests[0]!.key).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(requests[1]!.key).not.toBe(requests[0]!.key);
  });

  it('shows an order in the rate locked when it was placed, as its lines add up, whatever the rate is now', async () => {
    payServer();
    // Placed at 36.3 baht per dollar; the rate has since moved to 36.5.
    const order = unpaidOrder(scarfOrder, THB, scarfSummary);
    server.use(
      operationHandler('getOrders', { ...unpaidOrders, list: [order], total: 1 }, BASE_URL),
      operationHandler(
        'getCurrencies',
        { list: [USD, { ...THB, rate: 36.5 }], static: '', base: 'USD' },
        BASE_URL,
      ),
    );
    const page = await renderPage(<PayPage />, {
      route: `${path}?orders=401`,
      path,
      storage: signedInStorage('THB'),
    });
    const orders = await page.findByRole('region', { name: 'Orders to pay' });
    // 3 × ฿495.86, as the delivery step showed it; never $40.98 × 36.3 = ฿1,487.57, nor anything at 36.5.
    expect(await within(orders).findAllByText('฿1,487.58')).toHaveLength(2);
    expect(page.getByRole('button', { name: 'Pay ฿1,487.58' })).toBeInTheDocument();
    // The wallet balance is money now, in the current rate: $200.00 × 36.5.
    expect(page.getByText('Available: ฿7,300.00')).toBeInTheDocument();
  });

  it('offers another method when the wallet is short, and cash on delivery completes the checkout', async () => {
    const requests = payServer((body) =>
      body.get('method') === 'wallet' ? ErrorCode.INSUFFICIENT_BALANCE : 200,
    );
    const page = await renderPage(<PayPage />, { route, path });
    await page.user.click(await page.findByRole('button', { name: 'Pay $88.99' }));
    await confirmPayment(page);
    expect(await page.findByRole('alert')).toHaveTextContent(
      'Your wallet balance is too low for this. Choose another method.',
    );
    await page.user.click(page.getByRole('radio', { name: /Cash on delivery/ }));
    await page.user.click(page.getByRole('button', { name: 'Pay $88.99' }));
    await confirmPayment(page);
    expect(await page.findByText('You will pay on delivery.')).toBeInTheDocument();
    expect(requests.map(({ body }) => body.get('method'))).toEqual(['wallet', 'cod', 'cod']);
    // The refused wallet attempt and the cash-on-delivery one are different attempts.
    expect(requests[1]!.key).not.toBe(requests[0]!.key);
  });

  it(
    'takes a sandbox card checked before sending, and says so when the card is declined',
    async () => {
      const requests = payServer((body) =>
        body.get('card_number') === '4000000000000002' ? ErrorCode.ORDER_PAYMENT_FAILED : 200,
      );
      const page = await renderPage(<PayPage />, { route, path });
      await page.user.click(await page.findByRole('radio', { name: /Bank card/ }));
      expect(page.getByText('Sandbox card payments: no real money moves')).toBeInTheDocument();
      expect(page.getByText('Approved test card: 4242 4242 4242 4242')).toBeInTheDocument();
      expect(page.getByText('Declined test card: 4000 0000 0000 0002')).toBeInTheDocument();

      await page.user.type(page.getByLabelText(/^Card number/), '4242 4242 4242 4241');
      await page.user.click(page.getByRole('button', { name: 'Pay $88.99' }));
      expect(await page.findByText('This card number is not valid: check the digits.')).toBeInTheDocument();
      expect(page.queryByRole('dialog')).not.toBeInTheDocument();

      await page.user.clear(page.getByLabelText(/^Card number/));
      await page.user.type(page.getByLabelText(/^Card number/), '4000 0000 0000 0002');
      await page.user.type(page.getByLabelText(/^Expiry month/), '12');
      await page.user.type(page.getByLabelText(/^Expiry year/), '2030');
      await page.user.type(page.getByLabelText(/^Security code/), '123');
      await page.user.type(page.getByLabelText(/^Name on the card/), 'Ada Lovelace');
      await page.user.click(page.getByRole('button', { name: 'Pay $88.99' }));
      await confirmPayment(page);
      expect(await page.findByRole('alert')).toHaveTextContent('The card was declined.');
      expect(requests).toHaveLength(1);
      expect(Object.fromEntries(requests[0]!.body)).toEqual({
        order_id: '301',
        method: 'card',
        card_number: '4000000000000002',
        expiry_month: '12',
        expiry_year: '2030',
        cvc: '123',
        holder_name: 'Ada Lovelace',
      });
    },
    FORM_TEST_TIMEOUT_MS,
  );
});
