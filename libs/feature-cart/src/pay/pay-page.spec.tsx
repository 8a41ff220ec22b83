import { ErrorCode } from '@mall/sdk';
import { operationFixtures, operationHandler, operationPattern } from '@mall/sdk/testing';
import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { balance, scarfOrder, scarfSummary, THB, unpaidOrder, unpaidOrders, USD } from '../testing/fixtures';
import { BASE_URL, renderPage, signedInStorage, startCartApiServer } from '../testing/render-page';
import { PayPage } from './pay-page';

const server = startCartApiServer();
/** Typing a whole form key by key takes a while on a busy machine. */
const FORM_TEST_TIMEOUT_MS = 20_000;
const path = '/pages/cart/pay';

/** Elements scrolled into view (jsdom does not scroll). */
let scrolledTo: Element[] = [];
beforeEach(() => {
  scrolledTo = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledTo.push(this);
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});
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

const confirmPayment = async (
  page: Awaited<ReturnType<typeof renderPage>>,
  title = 'Pay from your wallet?',
  action = 'Pay $88.99 from wallet',
) => {
  const dialog = await page.findByRole('dialog', { name: title });
  await page.user.click(within(dialog).getByRole('button', { name: action }));
};
const confirmByCard = (page: Awaited<ReturnType<typeof renderPage>>) =>
  confirmPayment(page, 'Pay by card?', 'Pay $88.99 by card');
const confirmCashOnDelivery = (page: Awaited<ReturnType<typeof renderPage>>) =>
  confirmPayment(page, 'Place the order?', 'Place order');

describe('PayPage', () => {
  it('pays every order of the checkout from the wallet after a confirmation, then confirms them', async () => {
    const requests = payServer();
    const page = await renderPage(<PayPage />, { route, path });
    expect(await page.findByText('Order M2026112300301 from Tea House')).toBeInTheDocument();
    expect(page.getByText('Available: $200.00')).toBeInTheDocument();
    expect(page.getByRole('radio', { name: /Wallet balance/ })).toBeChecked();
    expect(page.getByText('In your wallet').parentElement).toHaveTextContent('$200.00');
    await page.user.click(page.getByRole('button', { name: 'Pay $88.99 from wallet' }));
    const dialog = await page.findByRole('dialog', { name: 'Pay from your wallet?' });
    expect(dialog).toHaveTextContent('$88.99 will be taken from your wallet balance now.');
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
    expect(page.getByRole('button', { name: 'Pay ฿1,487.58 from wallet' })).toBeInTheDocument();
    // The wallet balance is money now, in the current rate: $200.00 × 36.5.
    expect(page.getByText('Available: ฿7,300.00')).toBeInTheDocument();
  });

  it('offers another method when the wallet is short, and cash on delivery completes the checkout', async () => {
    const requests = payServer((body) =>
      body.get('method') === 'wallet' ? ErrorCode.INSUFFICIENT_BALANCE : 200,
    );
    const page = await renderPage(<PayPage />, { route, path });
    await page.user.click(await page.findByRole('button', { name: 'Pay $88.99 from wallet' }));
    await confirmPayment(page);
    expect(await page.findByRole('alert')).toHaveTextContent(
      'Your wallet balance is too low for this. Choose another method.',
    );
    await page.user.click(page.getByRole('radio', { name: /Cash on delivery/ }));
    await page.user.click(page.getByRole('button', { name: 'Place order — pay on delivery' }));
    await confirmCashOnDelivery(page);
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
      await page.user.click(page.getByRole('button', { name: 'Pay $88.99 by card' }));
      expect(await page.findByText('This card number is not valid: check the digits.')).toBeInTheDocument();
      expect(page.queryByRole('dialog')).not.toBeInTheDocument();

      await page.user.clear(page.getByLabelText(/^Card number/));
      await page.user.type(page.getByLabelText(/^Card number/), '4000 0000 0000 0002');
      await page.user.type(page.getByLabelText(/^Expiry month/), '12');
      await page.user.type(page.getByLabelText(/^Expiry year/), '2030');
      await page.user.type(page.getByLabelText(/^Security code/), '123');
      await page.user.type(page.getByLabelText(/^Name on the card/), 'Ada Lovelace');
      const pay = page.getByRole('button', { name: 'Pay $88.99 by card' });
      await page.user.click(pay);
      await confirmByCard(page);
      // The refusal is scrolled into view and takes focus from Pay, where the closing confirmation left it.
      const alert = await page.findByRole('alert');
      expect(alert).toHaveTextContent('The card was declined.');
      await waitFor(() => expect(alert).toHaveFocus());
      expect(scrolledTo).toContain(alert);
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
  it('confirms cash on delivery for the total of every order Pay was pressed for, while they are placed one by one', async () => {
    let releaseSecond: () => void = () => undefined;
    const secondHeld = new Promise<void>((resolve) => {
      releaseSecond = resolve;
    });
    const placed: string[] = [];
    server.use(
      operationHandler('getUserBalance', balance, BASE_URL),
      // Cash on delivery takes an order out of the unpaid list: the refetch after the first answers the second.
      http.get(operationPattern('getOrders', BASE_URL), () =>
        HttpResponse.json({
          code: 200,
          message: 'success',
          data: {
            ...unpaidOrders,
            list: unpaidOrders.list.filter((order) => !placed.includes(String(order.id))),
          },
        }),
      ),
      http.post(operationPattern('payOrder', BASE_URL), async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        if (placed.length === 1) await secondHeld;
        placed.push(body.get('order_id')!);
        return HttpResponse.json({ code: 200, message: 'success', data: operationFixtures.payOrder });
      }),
    );
    const page = await renderPage(<PayPage />, { route, path });
    await page.user.click(await page.findByRole('radio', { name: /Cash on delivery/ }));
    await page.user.click(page.getByRole('button', { name: 'Place order — pay on delivery' }));
    const dialog = await page.findByRole('dialog', { name: 'Place the order?' });
    const said = "Nothing is charged now. You pay $88.99 in cash in all, each shop's order when it arrives.";
    expect(dialog).toHaveTextContent(said);
    await page.user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    // The first order is placed and has left the list; the confirmation still states what Pay was pressed for.
    await waitFor(() =>
      expect(page.queryByText('Order M2026112300301 from Tea House')).not.toBeInTheDocument(),
    );
    expect(page.getByRole('dialog', { name: 'Place the order?' })).toHaveTextContent(said);
    releaseSecond();
    expect(await page.findByText('You will pay on delivery.')).toBeInTheDocument();
    expect(placed).toEqual(['301', '302']);
  });

  it('shows a wallet short of the total as unavailable, says why and leads to a top-up', async () => {
    const requests = payServer();
    server.use(operationHandler('getUserBalance', { ...balance, balance_minor: 500 }, BASE_URL));
    const page = await renderPage(<PayPage />, { route, path });
    const wallet = await page.findByRole('radio', { name: /Wallet balance/ });
    await waitFor(() => expect(wallet).toBeDisabled());
    expect(wallet).not.toBeChecked();
    expect(wallet).toHaveAccessibleDescription('Your wallet has $5.00; this payment needs $88.99.');
    expect(page.getByRole('link', { name: 'Top up your wallet' })).toHaveAttribute(
      'href',
      '/pages/mine/wallet',
    );
    expect(page.getByText('In your wallet').parentElement).toHaveTextContent('$5.00');
    // The card is offered instead.
    expect(page.getByRole('radio', { name: /Bank card/ })).toBeChecked();
    expect(page.getByRole('button', { name: 'Pay $88.99 by card' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('opens once the wallet balance is known, on the method it allows, without switching under the shopper', async () => {
    payServer();
    let ordersAnswered = false;
    let answerBalance: () => void = () => undefined;
    const balanceArrives = new Promise<void>((resolve) => {
      answerBalance = resolve;
    });
    server.use(
      http.all(operationPattern('getOrders', BASE_URL), () => {
        ordersAnswered = true;
        return HttpResponse.json({ code: 200, message: 'success', data: unpaidOrders });
      }),
      http.all(operationPattern('getUserBalance', BASE_URL), async () => {
        await balanceArrives;
        return HttpResponse.json({ code: 200, message: 'success', data: { ...balance, balance_minor: 500 } });
      }),
    );
    const page = await renderPage(<PayPage />, { route, path });
    await waitFor(() => expect(ordersAnswered).toBe(true));
    // The orders are there, the balance is not: the page still shows its outline, not a wallet chosen for now.
    expect(page.getByRole('progressbar')).toBeInTheDocument();
    expect(page.queryByRole('radio')).not.toBeInTheDocument();
    answerBalance();
    expect(await page.findByRole('radio', { name: /Bank card/ })).toBeChecked();
    expect(page.getByRole('radio', { name: /Wallet balance/ })).toBeDisabled();
    expect(page.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
