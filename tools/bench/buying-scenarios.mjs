// The buying scenarios of the API bench: add to cart, place an order of one line, pay an order by card (the
// sandbox answering after 200 ms, as a provider's network call would) and from the wallet.
// Shoppers are registered through the API with an address each and credited through the seed command; the
// products they buy get ample stock first. Each scenario leaves what the next one consumes (cart lines, then
// unpaid orders) and makes up what is missing when run alone (`--only place`, `--only wallet`).
import { randomUUID } from 'node:crypto';

const SHOPPERS = 100;
const PRODUCTS = 100;
const AMPLE_STOCK = 10_000_000;
const WALLET_CREDIT_MINOR = 1_000_000_000;
/** The sandbox's approval test number, in the API's field names. */
const SANDBOX_CARD = {
  card_number: '4242424242424242',
  expiry_month: 12,
  expiry_year: new Date().getUTCFullYear() + 2,
  cvc: '123',
  holder_name: 'Bench Shopper',
};

/** The operations' form encoding, as the SDK sends it: arrays as repeated fields. */
const form = (fields) =>
  new URLSearchParams(
    Object.entries(fields).flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((item) => [key, String(item)]),
    ),
  ).toString();

const headers = (token, extraHeaders = {}) => ({
  'content-type': 'application/x-www-form-urlencoded',
  ...(token && { 'access-token': token }),
  lang: 'en',
  ...extraHeaders,
});

async function call(base, path, body, token) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: headers(token),
    body: form(body),
  });
  const answer = await response.json();
  if (answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.message}`);
  return answer.data;
}

/** Runs `task` over `items`, `width` at a time. */
async function inParallel(items, width, task) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (queue.length > 0) await task(queue.shift());
    }),
  );
}

/**
 * @param {object} context
 * @param {string} context.base the server's URL
 * @param {import('pg').Client} context.db a connection to the bench database
 * @param {(args: string[]) => Promise<void>} context.run runs a node command in the repository
 * @param {number} context.requests how many orders the place and pay scenarios measure
 * @param {number} context.connections autocannon's connections
 */
export function buyingScenarios({ base, db, run, requests, connections }) {
  let ready;
  let shoppers;
  let productIds;
  let added = 0;

  async function prepare() {
    const stamp = Date.now();
    shoppers = [];
    await inParallel(
      Array.from({ length: SHOPPERS }, (_, index) => index),
      8,
      async (index) => {
        const signedUp = await call(base, '/api/customer/register/account', {
          firstname: 'Bench',
          lastname: 'Shopper',
          email: `bench-${stamp}-${index}@example.com`,
          password: 'engine42',
          confirm_password: 'engine42',
          agree_terms: true,
        });
        const token = signedUp['access-token'];
        const address = await call(
          base,
          '/api/checkout/onepage/addressadd',
          {
            name: 'Bench Shopper',
            email: 'bench@example.com',
            telephone: '+1 (415) 555-0100',
            street: '1 Market Street',
            postcode: '94105',
            city: 'San Francisco',
            state: 'California',
            country: 'US',
          },
          token,
        );
        shoppers.push({ id: signedUp.user.id, token, addressId: address.id });
      },
    );
    await run([
      '--import',
      'tsx',
      'apps/api/src/seed/cli.ts',
      '--credit',
      String(WALLET_CREDIT_MINOR),
      '--users',
      shoppers.map((shopper) => shopper.id).join(','),
    ]);
    productIds = (
      await db.query(
        "update products set stock = $1 where id in (select id from products where status = 'active' order by id limit $2) returning id",
        [AMPLE_STOCK, PRODUCTS],
      )
    ).rows.map((row) => row.id);
  }
  const prepared = () => (ready ??= prepare());

  const nextShopper = () => shoppers[added % SHOPPERS];
  /** Each shopper's cart gains the products in turn: new lines first, then one more of each. */
  const addToCartBody = () => {
    const product = productIds[Math.floor(added / SHOPPERS) % PRODUCTS];
    const shopper = nextShopper();
    added += 1;
    return { shopper, body: { product_id: product, quantity: 1 } };
  };

  const shopperIds = () => shoppers.map((shopper) => shopper.id);
  const tokenOf = new Map();
  // In random order, so concurrent requests spread over the products and shoppers instead of queueing on one row.
  const cartLines = async () =>
    (
      await db.query('select id, user_id from cart_lines where user_id = any($1) order by random()', [
        shopperIds(),
      ])
    ).rows;
  const unpaidOrders = async () =>
    (
      await db.query(
        "select id, user_id from orders where user_id = any($1) and payment_state = 'unpaid' order by random()",
        [shopperIds()],
      )
    ).rows;

  async function fillCarts(lineCount) {
    while ((await cartLines()).length < lineCount) {
      const bodies = Array.from({ length: SHOPPERS }, addToCartBody);
      await inParallel(bodies, 8, ({ shopper, body }) =>
        call(base, '/api/customer/cart/add', body, shopper.token),
      );
    }
  }

  /** Places orders until `count` unpaid ones wait to be paid. */
  async function placeUnpaid(count) {
    const missing = count - (await unpaidOrders()).length;
    if (missing <= 0) return;
    await fillCarts(missing);
    const lines = await cartLines();
    await inParallel(lines.slice(0, missing), 8, (line) => {
      const shopper = byShopper(line);
      return call(
        base,
        '/api/checkout/onepage/place-order',
        { address_id: shopper.addressId, delivery_code: 'standard', line_ids: [line.id] },
        shopper.token,
      );
    });
  }

  /**
   * A request per queued item, each taking the next one. Autocannon builds each connection's next request
   * ahead, so a run's amount stays a connection count below the queue's length; past its end, the last item
   * is sent again (and refused) rather than stopping autocannon.
   */
  const fromQueue = (queue, toRequest) => {
    let last;
    return [
      {
        setupRequest: (request) => {
          last = queue.shift() ?? last;
          return { ...request, method: 'POST', ...toRequest(last) };
        },
      },
    ];
  };

  const byShopper = (row) => {
    if (tokenOf.size === 0) for (const shopper of shoppers) tokenOf.set(shopper.id, shopper);
    return tokenOf.get(row.user_id);
  };

  /** A payment scenario's preparation: fresh unpaid orders, each paid once with `payment`'s fields. */
  const payingBy = (payment) => async (warmUp) => {
    await prepared();
    await placeUnpaid(requests + warmUp + connections);
    const queue = await unpaidOrders();
    return {
      amount: Math.min(queue.length - connections, requests + warmUp),
      requests: fromQueue(queue, (order) => ({
        path: '/api/customer/order/pay',
        headers: headers(byShopper(order).token, { 'idempotency-key': randomUUID() }),
        body: form({ order_id: order.id, ...payment }),
      })),
    };
  };
  return [
    {
      name: `buying: add to cart (${SHOPPERS} shoppers, ${PRODUCTS} products)`,
      prepare: async () => {
        await prepared();
        return {
          requests: [
            {
              setupRequest: (request) => {
                const { shopper, body } = addToCartBody();
                return {
                  ...request,
                  method: 'POST',
                  path: '/api/customer/cart/add',
                  headers: headers(shopper.token),
                  body: form(body),
                };
              },
            },
          ],
        };
      },
    },
    {
      name: `buying: place order (one line, fresh Idempotency-Key; ${requests} orders)`,
      prepare: async (warmUp) => {
        await prepared();
        await fillCarts(requests + warmUp + connections);
        const queue = await cartLines();
        return {
          amount: Math.min(queue.length - connections, requests + warmUp),
          requests: fromQueue(queue, (line) => {
            const shopper = byShopper(line);
            return {
              path: '/api/checkout/onepage/place-order',
              headers: headers(shopper.token, { 'idempotency-key': randomUUID() }),
              body: form({ address_id: shopper.addressId, delivery_code: 'standard', line_ids: [line.id] }),
            };
          }),
        };
      },
    },
    {
      name: `buying: card payment, PAYMENT_SANDBOX_DELAY_MS=200 (fresh Idempotency-Key; ${requests} orders)`,
      env: { PAYMENT_SANDBOX_DELAY_MS: '200' },
      prepare: payingBy({ method: 'card', ...SANDBOX_CARD }),
    },
    {
      name: `buying: wallet payment (fresh Idempotency-Key; ${requests} orders)`,
      prepare: payingBy({ method: 'wallet' }),
    },
  ];
}
