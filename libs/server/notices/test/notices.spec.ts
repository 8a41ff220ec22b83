import { after, before, describe, it } from 'node:test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'expect';
import { registerCustomer } from '@mall/server-account';
import { type Database, DomainError, type RecordedEvent } from '@mall/server-core';
import type { DatabaseHandle } from '@mall/server-database';
import { openTestDatabase } from '@mall/server-database/testing';
import { messagesAfter } from '@mall/server-live';
import {
  createNotice,
  markNoticesRead,
  noticePage,
  noticesSubscriber,
  renderNotice,
  unreadNoticeCount,
} from '../src';
import { createNotices } from '../src/create-notice';
import { notices } from '../src/tables';

const newUser = async (db: Database, email: string) =>
  (await registerCustomer(db, { email, password: 'notice pass 1', firstname: 'N', lastname: 'R' })).id;

const page = (db: Database, userId: number, unreadOnly = false) =>
  noticePage(db, userId, { page: 1, pageSize: 10, unreadOnly });

describe('notices', () => {
  let database: DatabaseHandle;
  before(async () => {
    database = await openTestDatabase();
  });
  after(() => database.close());

  it('counts a user’s unread notices, lists them newest first, and reading one or all marks them read', async () => {
    const { db } = database;
    const reader = await newUser(db, 'reader@example.com');
    const other = await newUser(db, 'other@example.com');
    const first = await createNotice(db, {
      userId: reader,
      type: 500,
      status: 0,
      key: 'recharge.submitted',
      params: { wallet: 'BTC' },
    });
    const second = await createNotice(db, {
      userId: reader,
      type: 400,
      status: -1,
      key: 'withdrawal.refused',
      params: { message: 'Wrong network' },
    });
    const others = await createNotice(db, {
      userId: other,
      type: 100,
      status: 1,
      key: 'payment_settings.changed',
    });
    // Each new notice answers its reader's unread count with it, as the live badge shows it.
    expect([first.unread, second.unread, others.unread]).toEqual([1, 2, 1]);
    expect(await unreadNoticeCount(db, reader)).toBe(2);
    expect((await page(db, reader)).rows.map((row) => row.id)).toEqual([second.id, first.id]);

    await markNoticesRead(db, reader, first.id);
    expect(await unreadNoticeCount(db, reader)).toBe(1);
    expect(await page(db, reader, true)).toMatchObject({ total: 1, rows: [{ id: second.id }] });
    expect((await page(db, reader)).total).toBe(2);

    // Someone else's notice answers as a missing one and stays unread.
    await expect(markNoticesRead(db, other, second.id)).rejects.toMatchObject({ key: 'NO_DATA_FOUND' });
    await expect(markNoticesRead(db, reader, 987_654)).rejects.toBeInstanceOf(DomainError);
    expect(await unreadNoticeCount(db, reader)).toBe(1);

    await markNoticesRead(db, reader);
    expect(await unreadNoticeCount(db, reader)).toBe(0);
    expect(await unreadNoticeCount(db, other)).toBe(1);
    const third = await createNotice(db, {
      userId: reader,
      type: 100,
      status: 1,
      key: 'payment_settings.changed',
    });
    expect(third.unread).toBe(1);
  });

  it('writes an event’s notices at once, answering each in the order given with its reader’s unread count', async () => {
    const { db } = database;
    const [ada, bob] = [await newUser(db, 'once-a@example.com'), await newUser(db, 'once-b@example.com')];
    await createNotice(db, { userId: bob, type: 100, status: 1, key: 'payment_settings.changed' });
    const created = await createNotices(db, [
      { userId: ada, type: 500, status: 0, key: 'recharge.submitted', params: { wallet: 'BTC' } },
      { userId: bob, type: 100, status: 1, key: 'payment_settings.changed' },
      { userId: ada, type: 400, status: -1, key: 'withdrawal.refused', params: { message: 'Wrong network' } },
    ]);
    expect(created.map((notice) => notice.unread)).toEqual([1, 2, 2]);
    expect(created.map((notice) => notice.id)).toEqual(
      [...created.map((notice) => notice.id)].sort((a, b) => a - b),
    );
    expect((await page(db, ada)).rows.map((row) => [row.id, row.messageKey])).toEqual([
      [created[2]!.id, 'withdrawal.refused'],
      [created[0]!.id, 'recharge.submitted'],
    ]);
    expect(created[0]!.title).toBe((await page(db, ada)).rows[1]!.title);
    expect(await createNotices(db, [])).toEqual([]);
  });

  it('keeps each user’s unread count as notices are written many at a time, read again, unread and deleted', async () => {
    const { db } = database;
    const users = [await newUser(db, 'many-a@example.com'), await newUser(db, 'many-b@example.com')];
    const counted = async () =>
      Promise.all(
        users.map(async (userId) => {
          const counts = await db.execute(
            sql`select count(*)::int as n from notices where user_id = ${userId} and read_at is null`,
          );
          return [
            await unreadNoticeCount(db, userId),
            (counts as unknown as { rows: { n: number }[] }).rows[0]!.n,
          ];
        }),
      );
    await db.insert(notices).values(
      [0, 1, 1, 0, 1].map((owner, index) => ({
        userId: users[owner]!,
        type: 100 as const,
        status: 1 as const,
        title: `Bulk ${index}`,
        content: 'Bulk',
      })),
    );
    expect(await counted()).toEqual([
      [2, 2],
      [3, 3],
    ]);
    // Reading again, a change of another column, and a notice marked unread again each count as they are.
    await markNoticesRead(db, users[1]!);
    await markNoticesRead(db, users[1]!);
    await db.update(notices).set({ content: 'Edited' }).where(eq(notices.userId, users[0]!));
    await db
      .update(notices)
      .set({ readAt: null })
      .where(and(eq(notices.userId, users[1]!), eq(notices.title, 'Bulk 1')));
    expect(await counted()).toEqual([
      [2, 2],
      [1, 1],
    ]);
    await db.delete(notices).where(inArray(notices.userId, users));
    expect(await counted()).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('shows a notice in the reader’s language with its parameters, and an old one without a key as it was sent', async () => {
    const { db } = database;
    const reader = await newUser(db, 'language@example.com');
    const created = await createNotice(db, {
      userId: reader,
      type: 600,
      status: 1,
      key: 'order.shipped',
      params: { order: 'SN-1', carrier: 'DHL', log_sn: 'LOG42' },
    });
    expect(created.title).toBe('Order shipped');
    const [row] = (await page(db, reader)).rows;
    expect(renderNotice(row!, 'en')).toEqual({
      title: 'Order shipped',
      content: 'Order SN-1 is on its way with DHL, tracking number LOG42.',
    });
    expect(renderNotice(row!, 'zh')).toEqual({
      title: '订单已发货',
      content: '订单 SN-1 已由 DHL 发出，运单号 LOG42。',
    });
    const th = renderNotice(row!, 'th');
    expect(th.title).toBe('จัดส่งคำสั่งซื้อแล้ว');
    expect(th.content).toContain('LOG42');
    expect(renderNotice({ ...row!, messageKey: null, title: 'Legacy', content: 'As sent' }, 'jp')).toEqual({
      title: 'Legacy',
      content: 'As sent',
    });
  });

  it('makes an event’s notices as its subscriber and publishes them with the unread count to the reader’s streams', async () => {
    const { db } = database;
    const shopper = await newUser(db, 'shipped@example.com');
    const event = {
      id: 1,
      type: 'order.shipped',
      version: 1,
      aggregateType: 'order',
      aggregateId: '77',
      sequence: 3,
      createdAt: new Date().toISOString(),
      payload: {
        orderId: 77,
        orderSn: 'SN-77',
        userId: shopper,
        shopId: 1,
        shopName: 'Shop',
        totalMinor: 1_000,
        paymentMethod: 'wallet',
        axis: 'delivery',
        from: 'to_ship',
        to: 'shipped',
        actor: { kind: 'seller', id: 2 },
        remark: null,
        carrier: 'UPS',
        logSn: '1Z999',
      },
    } as RecordedEvent;
    expect(noticesSubscriber.events).toEqual(
      expect.arrayContaining(['order.paid', 'order.shipped', 'refund.refused']),
    );
    await db.transaction((tx) => noticesSubscriber.handle(tx, event));

    const [notice] = (await page(db, shopper)).rows;
    expect(notice).toMatchObject({ type: 600, status: 1, messageKey: 'order.shipped' });
    expect(renderNotice(notice!, 'en').content).toBe(
      'Order SN-77 is on its way with UPS, tracking number 1Z999.',
    );
    expect((await messagesAfter(db, shopper, 0)).map(({ kind, data }) => ({ kind, data }))).toEqual([
      { kind: 'notice', data: { id: notice!.id, type: 600, title: 'Order shipped' } },
      { kind: 'badges', data: { notice: { count: 1 } } },
    ]);
  });
});
