import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { ServerConfig } from '../src/config';
import { startServer } from '../src/server';
import { getJson, placeOrderOf, postJson, seedShops, shopperWithAddress } from './buying-fixtures';
import { type TestApp, testConfig } from './harness';
import { opsDatabase } from './server-process';

/** Runs `work` against the server on the data folder, as the shop's clients would, then stops it. */
async function withServer<T>(config: ServerConfig, work: (api: TestApp) => Promise<T>): Promise<T> {
  const server = await startServer(
    { ...config, port: 0, host: '127.0.0.1', seedDemo: false },
    () => undefined,
  );
  const api = {
    call: async (options: Parameters<TestApp['call']>[0]) => {
      const response = await server.app.inject(options);
      return { status: response.statusCode, body: response.json() };
    },
  } as TestApp;
  try {
    return await work(api);
  } finally {
    await server.stop();
  }
}

describe('npm run ops -- order and return commands', () => {
  it('lists orders to ship, ships and advances them, lists returns and reviews them', async (t) => {
    const folderConfig = testConfig({ LOG_LEVEL: 'silent' });
    const target = await opsDatabase(folderConfig.dataDir);
    t.after(() => target.release());
    const ops = (...args: string[]) => target.ops(...args);
    const config = target.config(folderConfig);
    const database = await target.open();
    const { product } = await seedShops(database.db);
    const pen = await product(0, 'Pen', 250, 100);
    await database.close();

    const { shopper, first, second } = await withServer(config, async (api) => {
      const shopper = await shopperWithAddress(api, 'ops-buyer@example.com');
      const [first] = await placeOrderOf(api, shopper, [[pen.id, 2]]);
      const [second] = await placeOrderOf(api, shopper, [[pen.id, 1]]);
      await placeOrderOf(api, shopper, [[pen.id, 1]]);
      for (const order of [first!, second!])
        await postJson(
          api,
          '/api/customer/order/pay',
          { order_id: order.order_id, method: 'cod' },
          shopper.token,
        );
      return { shopper, first: first!.order_id as number, second: second!.order_id as number };
    });

    const waiting = ops('orders-to-ship');
    expect(waiting.stderr).toBe('');
    expect(
      waiting.stdout
        .trim()
        .split('\n')
        .map((line) => line.split('\t')[0]),
    ).toEqual([String(first), String(second)]);
    expect(waiting.stdout).toMatch(/North Shop\t\$9\.99\tcash on delivery\tAda Lovelace, San Francisco, US/);

    const shipped = ops('ship-order', '--order', String(first), '--log-sn', 'SF-77', '--carrier', 'Swift');
    expect(shipped.stdout).toMatch(
      new RegExp(`order ${first} \\(\\d+\\): shipped, payment unpaid, Swift SF-77`),
    );
    expect(
      ops('ship-order', '--order', String(first), '--log-sn', 'SF-78', '--carrier', 'Swift'),
    ).toMatchObject({ status: 1, stderr: expect.stringMatching(/ops: .+/) });
    expect(ops('ship-order', '--order', String(second), '--log-sn', 'bad sn', '--carrier', 'X').status).toBe(
      2,
    );
    expect(ops('advance-order', '--order', String(first), '--to', 'completed').status).toBe(2);
    expect(ops('advance-order', '--order', String(first), '--bogus').status).toBe(2);
    expect(ops('ship-order', '--order', '9999', '--log-sn', 'A1', '--carrier', 'X')).toMatchObject({
      status: 1,
      stderr: 'ops: Order does not exist\n',
    });
    expect(ops('advance-order', '--order', String(first), '--to', 'delivered').stdout).toMatch(
      /: delivered, payment unpaid/,
    );
    expect(ops('orders-to-ship').stdout.split('\t')[0]).toBe(String(second));

    const refundId = await withServer(config, async (api) => {
      await postJson(api, '/api/customer/order/complete', { order_id: first }, shopper.token);
      const item = (await getJson(api, `/api/customer/order/detail/${first}`, shopper.token)).body.data
        .items[0];
      const { body } = await postJson(
        api,
        '/api/customer/refund/apply',
        { order_id: first, item_id: item.item_id, quantity: 1, reason: 'Scratched' },
        shopper.token,
      );
      return body.data.id as number;
    });
    const pending = ops('refunds-pending');
    expect(pending.stdout).toMatch(
      new RegExp(`^${refundId}\\torder ${first} \\(\\d+\\)\\t1 × Pen\\t\\$2\\.50\\t"Scratched"`),
    );
    expect(ops('review-refund', '--id', String(refundId), '--approve', '--refuse').status).toBe(2);
    const refused = ops('review-refund', '--id', String(refundId), '--refuse', '--message', 'Looks fine');
    expect(refused.stdout).toBe(`return ${refundId} refused\n`);
    expect(ops('review-refund', '--id', String(refundId), '--refuse').status).toBe(1);
    expect(ops('refunds-pending').stdout).toBe('no returns waiting for review\n');
  });
});
