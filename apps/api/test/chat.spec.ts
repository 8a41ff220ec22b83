// @api-suite both: the embedded database's single connection must carry this journey as PostgreSQL does.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { eq } from 'drizzle-orm';
import { messagesAfter } from '@mall/server-live';
import { recordUpload } from '@mall/server-upload';
import { users } from '@mall/server-account/tables';
import { shops } from '@mall/server-catalogue/tables';
import { getJson, makeStaff, seedShops } from './buying-fixtures';
import { createTestApp, form, signUp, type TestApp } from './harness';

let nonceCount = 0;
const nonce = () => `n${process.pid}x${(nonceCount += 1)}x${Math.random().toString(36).slice(2, 8)}`;

const send = (
  api: TestApp,
  token: string,
  conversationId: number,
  fields: Record<string, string | number> = {},
) =>
  api.call(
    form('/api/customer/chat/send', { conversation_id: conversationId, nonce: nonce(), ...fields }, token),
  );

const openSupport = async (api: TestApp, token: string, fields: Record<string, string | number> = {}) => {
  const { body } = await api.call(
    form('/api/customer/chat/conversations', { kind: 'support', ...fields }, token),
  );
  expect(body.code).toBe(200);
  return body.data as { id: number; kind: string; context: unknown };
};

const unreadOf = async (api: TestApp, token: string) =>
  (await getJson(api, '/api/customer/info/get_userinfo', token)).body.data.message_unread_count as number;

describe('chat', () => {
  let api: TestApp;
  let shopper: { id: number; token: string };
  let other: { id: number; token: string };
  let staff: { id: number; token: string };
  let seller: { id: number; token: string };
  let shopId: number;

  before(async () => {
    api = await createTestApp();
    const seeded = await seedShops(api.database.db);
    shopper = await signUp(api, 'chat-shopper@example.com');
    other = await signUp(api, 'chat-other@example.com');
    staff = await signUp(api, 'chat-staff@example.com', 'Sam');
    await makeStaff(api.database.db, staff.id);
    seller = await signUp(api, 'chat-seller@example.com', 'Sela');
    shopId = seeded.shops[0]!.id;
    await api.database.db.update(shops).set({ ownerId: seller.id }).where(eq(shops.id, shopId));
    await api.database.db.update(users).set({ isSeller: true }).where(eq(users.id, seller.id));
  });
  after(() => api.close());

  it('carries a support conversation: plain text kept as typed, staff answer, unread counts and live messages', async () => {
    const conversation = await openSupport(api, shopper.token);
    expect(conversation.kind).toBe('support');
    const html = '<img src=x onerror=alert(1)> <b>hello</b> https://example.com/a?b=1';
    const sent = await send(api, shopper.token, conversation.id, { body: html });
    expect(sent.body).toMatchObject({
      code: 200,
      data: { seq: 1, from: 'customer', mine: true, body: html },
    });

    const inbox = await getJson(api, '/api/staff/chat/conversations?filter=unassigned', staff.token);
    expect(inbox.body.data.list).toEqual([
      expect.objectContaining({ id: conversation.id, unread_count: 1, assignee: null }),
    ]);
    const reply = await api.call(
      form(
        '/api/staff/chat/reply',
        { conversation_id: conversation.id, nonce: nonce(), body: 'How can I help?' },
        staff.token,
      ),
    );
    expect(reply.body).toMatchObject({ code: 200, data: { seq: 2, from: 'staff', mine: true } });
    // Answering took the conversation; the staff side has read up to its own answer.
    const mine = await getJson(api, '/api/staff/chat/conversations?filter=mine', staff.token);
    expect(mine.body.data.list).toEqual([
      expect.objectContaining({
        id: conversation.id,
        unread_count: 0,
        assignee: { id: staff.id, name: 'Sam Tester' },
      }),
    ]);

    expect(await unreadOf(api, shopper.token)).toBe(1);
    const history = await getJson(
      api,
      `/api/customer/chat/history?conversation_id=${conversation.id}`,
      shopper.token,
    );
    expect(
      history.body.data.list.map((message: { seq: number; body: string; mine: boolean }) => [
        message.seq,
        message.body,
        message.mine,
      ]),
    ).toEqual([
      [1, html, true],
      [2, 'How can I help?', false],
    ]);
    const missed = await getJson(
      api,
      `/api/customer/chat/history?conversation_id=${conversation.id}&after_seq=1`,
      shopper.token,
    );
    expect(missed.body.data.list.map((message: { seq: number }) => message.seq)).toEqual([2]);

    // Both sides' streams heard of both messages; the shopper's also of its unread count.
    const shopperLive = await messagesAfter(api.database.db, shopper.id, 0);
    expect(shopperLive.filter((message) => message.kind === 'chat').map((message) => message.data)).toEqual([
      { conversation_id: conversation.id, event: 'message', seq: 1 },
      { conversation_id: conversation.id, event: 'message', seq: 2 },
    ]);
    expect(shopperLive.filter((message) => message.kind === 'badges').map((message) => message.data)).toEqual(
      [{ message_unread_count: 0 }, { message_unread_count: 1 }],
    );
    const staffLive = await messagesAfter(api.database.db, staff.id, 0);
    expect(staffLive.filter((message) => message.kind === 'chat').length).toBe(2);
    // Customer service's badge: the staff member answered, so nothing is unread on their side.
    expect((await getJson(api, '/api/staff/chat/unread', staff.token)).body.data).toEqual({
      unread_count: 0,
    });
  });

  it('lets only support staff and admins into the inbox, and tells only them on their staff stream', async () => {
    const reviewer = await signUp(api, 'chat-reviewer@example.com', 'Rae');
    await makeStaff(api.database.db, reviewer.id, ['reviewer']);
    const admin = await signUp(api, 'chat-admin@example.com', 'Ada');
    await makeStaff(api.database.db, admin.id, ['admin']);
    const asker = await signUp(api, 'chat-asker@example.com');
    const conversation = await openSupport(api, asker.token);
    await send(api, asker.token, conversation.id, { body: 'Where is my parcel?' });
    for (const url of ['/api/staff/chat/conversations', '/api/staff/chat/unread'])
      expect((await getJson(api, url, reviewer.token)).body.code).toBe(3100004);
    expect(
      (
        await api.call(
          form(
            '/api/staff/chat/reply',
            { conversation_id: conversation.id, nonce: nonce(), body: 'x' },
            reviewer.token,
          ),
        )
      ).body.code,
    ).toBe(3100004);
    const adminInbox = await getJson(api, '/api/staff/chat/conversations?filter=unassigned', admin.token);
    expect(adminInbox.body.data.list).toContainEqual(
      expect.objectContaining({ id: conversation.id, unread_count: 1 }),
    );
    expect(
      (await getJson(api, '/api/staff/chat/unread', admin.token)).body.data.unread_count,
    ).toBeGreaterThan(0);
    const chatOf = async (userId: number) =>
      (await messagesAfter(api.database.db, userId, 0)).filter(
        (message) => message.kind === 'chat' && message.data.conversation_id === conversation.id,
      );
    expect(await chatOf(reviewer.id)).toEqual([]);
    expect((await chatOf(admin.id)).length).toBe(1);
    expect((await chatOf(staff.id)).length).toBe(1);
    const adminBadges = (await messagesAfter(api.database.db, admin.id, 0)).filter(
      (message) => message.kind === 'badges',
    );
    expect(adminBadges.at(-1)?.data).toEqual({ message_unread_count: expect.any(Number) });
  });

  it('keeps unread exact over two devices: read positions move forward only, the same for every session', async () => {
    const conversation = await openSupport(api, shopper.token);
    const second = (
      await api.call(
        form('/api/customer/login/account', { email: 'chat-shopper@example.com', password: 'engine42' }),
      )
    ).body.data['access-token'] as string;
    for (const text of ['one', 'two', 'three'])
      await api.call(
        form(
          '/api/staff/chat/reply',
          { conversation_id: conversation.id, nonce: nonce(), body: text },
          staff.token,
        ),
      );
    expect(await unreadOf(api, shopper.token)).toBe(4);
    expect(await unreadOf(api, second)).toBe(4);
    const read = await api.call(
      form('/api/customer/chat/read', { conversation_id: conversation.id, seq: 4 }, second),
    );
    expect(read.body.data).toEqual({ unread_count: 1 });
    // The first device, behind, marks an older position: nothing goes back.
    await api.call(
      form('/api/customer/chat/read', { conversation_id: conversation.id, seq: 2 }, shopper.token),
    );
    expect(await unreadOf(api, shopper.token)).toBe(1);
    await api.call(
      form('/api/customer/chat/read', { conversation_id: conversation.id, seq: 99 }, shopper.token),
    );
    expect(await unreadOf(api, shopper.token)).toBe(0);
    expect(await unreadOf(api, second)).toBe(0);
  });

  it('lets neither a visitor nor another shopper read, write or mark a conversation, nor send its pictures', async () => {
    const conversation = await openSupport(api, shopper.token);
    const picture = (await recordUpload(api.database.db, {
      ownerId: shopper.id,
      storageKey: `chat-${nonce()}`,
      contentType: 'image/png',
      size: 10,
      purpose: 'chat',
      isPrivate: true,
    }))!;
    const sent = await send(api, shopper.token, conversation.id, { image_file_id: picture });
    expect(sent.body.data.image_url).toMatch(
      new RegExp(`/api/uploads/${picture}\\?expires=\\d+&signature=[0-9a-f]{64}$`),
    );

    for (const url of [`/api/customer/chat/history?conversation_id=${conversation.id}`]) {
      expect((await getJson(api, url, other.token)).body.code).toBe(3200001);
      expect((await api.call({ method: 'GET', url })).body.code).toBe(1100003);
    }
    expect((await send(api, other.token, conversation.id, { body: 'hi' })).body.code).toBe(3200001);
    expect(
      (
        await api.call(
          form('/api/customer/chat/read', { conversation_id: conversation.id, seq: 1 }, other.token),
        )
      ).body.code,
    ).toBe(3200001);
    // Someone else's picture cannot be sent (and so gets no signed link), nor can a picture of another purpose.
    const otherConversation = await openSupport(api, other.token);
    expect((await send(api, other.token, otherConversation.id, { image_file_id: picture })).body.code).toBe(
      3200004,
    );
    // The picture's id alone opens nothing.
    expect((await api.call({ method: 'GET', url: `/api/uploads/${picture}` })).body.code).toBe(2000019);
    // A seller is not staff: the staff inbox refuses them.
    expect((await getJson(api, '/api/staff/chat/conversations', seller.token)).status).toBe(403);
  });

  it("carries a shop's conversation with context to its seller, and nobody else's seller", async () => {
    const seeded = await api.database.db.select().from(shops);
    const { body } = await api.call(
      form('/api/customer/chat/conversations', { kind: 'shop', shop_id: shopId }, shopper.token),
    );
    expect(body.data).toMatchObject({ kind: 'shop', shop: { id: shopId, name: 'North Shop' } });
    const conversation = body.data as { id: number };
    await send(api, shopper.token, conversation.id, { body: 'Is it in stock?' });
    const inbox = await getJson(api, '/api/seller/chat/conversations', seller.token);
    expect(inbox.body.data.list).toEqual([expect.objectContaining({ id: conversation.id, unread_count: 1 })]);
    const answer = await send(api, seller.token, conversation.id, { body: 'Yes' });
    expect(answer.body.data).toMatchObject({ seq: 2, from: 'seller', mine: true });
    // Staff do not see shop conversations; an ownerless shop and a context from elsewhere are refused.
    expect(
      (await getJson(api, `/api/staff/chat/history?conversation_id=${conversation.id}`, staff.token)).body
        .code,
    ).toBe(3200001);
    const ownerless = seeded.find((shop) => shop.id !== shopId)!;
    expect(
      (
        await api.call(
          form('/api/customer/chat/conversations', { kind: 'shop', shop_id: ownerless.id }, shopper.token),
        )
      ).body.code,
    ).toBe(3200006);
    expect(
      (
        await api.call(
          form(
            '/api/customer/chat/conversations',
            { kind: 'support', context_type: 'order', context_id: 999 },
            shopper.token,
          ),
        )
      ).body.code,
    ).toBe(3200005);
  });
});

describe('chat send limit', () => {
  it('answers 3200002 past CHAT_MESSAGES_PER_MINUTE (the rule itself is the chat domain’s test)', async () => {
    const api = await createTestApp({ CHAT_MESSAGES_PER_MINUTE: '1' });
    try {
      const shopper = await signUp(api, 'limited@example.com');
      const conversation = await openSupport(api, shopper.token);
      const codes: number[] = [];
      for (const body of ['one', 'two', 'three'])
        codes.push((await send(api, shopper.token, conversation.id, { body })).body.code);
      // One a minute: three quick sends span at most two minutes, so at least one is refused, by its code.
      expect(codes[0]).toBe(200);
      expect(codes.filter((code) => code === 3200002).length).toBeGreaterThanOrEqual(1);
      expect(codes.every((code) => code === 200 || code === 3200002)).toBe(true);
    } finally {
      await api.close();
    }
  });
});
