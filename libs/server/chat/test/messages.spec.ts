import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { sql } from 'drizzle-orm';
import { registerCustomer } from '@mall/server-account';
import { type Database, DomainError } from '@mall/server-core';
import { type DatabaseHandle, openDatabase } from '@mall/server-database';
import { createPostgresTestDatabase, openTestDatabase } from '@mall/server-database/testing';
import { recordUpload } from '@mall/server-upload';
import { history, markRead, openConversation, sendMessage, type SendMessage, type Viewer } from '../src';

const serverUrl = process.env.TEST_DATABASE_URL;
const unlimited = { perMinute: 0 };

let nonceCount = 0;
const nonce = () => `n${process.pid}x${(nonceCount += 1)}`;

const newUser = async (db: Database, email: string) =>
  (await registerCustomer(db, { email, password: 'chat password 1', firstname: 'Chat', lastname: 'Tester' }))
    .id;

const customer = (userId: number): Viewer => ({ userId, as: 'user' });
const staff = (userId: number): Viewer => ({ userId, as: 'staff' });

const send = (db: Database, viewer: Viewer, conversationId: number, fields: Partial<SendMessage> = {}) =>
  sendMessage(db, { viewer, conversationId, nonce: nonce(), body: 'hello', limit: unlimited, ...fields });

/** The DomainError key a call was refused with, or 'sent'. */
const outcomeOf = (work: Promise<unknown>) =>
  work.then(
    () => 'sent',
    (error: unknown) => (error instanceof DomainError ? error.key : `fault: ${String(error)}`),
  );

/** The database's current minute: the send limit counts per minute. */
const minuteOf = async (db: Database) =>
  (
    (await db.execute(sql`select date_trunc('minute', clock_timestamp())::text as minute`)) as unknown as {
      rows: { minute: string }[];
    }
  ).rows[0]!.minute;

/**
 * Runs `attempt` (with a fresh attempt number) until one runs within one minute of the database's clock, so that a
 * burst crossing into the next minute, whose counter starts again, does not decide the test.
 */
async function withinOneMinute<T>(db: Database, attempt: (round: number) => Promise<T>): Promise<T> {
  for (let round = 0; ; round += 1) {
    const start = await minuteOf(db);
    const result = await attempt(round);
    if ((await minuteOf(db)) === start || round === 2) return result;
  }
}

const seqsOf = async (db: Database, viewer: Viewer, conversationId: number) =>
  (await history(db, viewer, conversationId, { limit: 500 })).messages.map((message) => message.seq);

describe('chat messages', () => {
  let database: DatabaseHandle;
  let db: Database;
  let shopper: number;
  let agent: number;
  before(async () => {
    database = await openTestDatabase();
    db = database.db;
    shopper = await newUser(db, 'chat-shopper@example.com');
    agent = await newUser(db, 'chat-agent@example.com');
  });
  after(() => database.close());

  it('numbers both sides’ messages 1, 2, 3 and keeps their text as typed, trimmed at the ends', async () => {
    const conversation = await openConversation(db, { customerId: shopper, kind: 'support' });
    // Opening again answers the same conversation.
    expect((await openConversation(db, { customerId: shopper, kind: 'support' })).id).toBe(conversation.id);
    const html = '<b>hi</b> <img src=x onerror=alert(1)>';
    const first = await send(db, customer(shopper), conversation.id, { body: `  ${html}  ` });
    expect(first).toMatchObject({ created: true, message: { seq: 1, body: html, senderRole: 'customer' } });
    const answer = await send(db, staff(agent), conversation.id, { body: 'How can I help?' });
    // Answering an unclaimed support conversation takes it; the answering side has read its own answer.
    expect(answer.conversation).toMatchObject({ lastSeq: 2, assigneeId: agent, agentReadSeq: 2 });
    await send(db, customer(shopper), conversation.id);
    expect(await seqsOf(db, customer(shopper), conversation.id)).toEqual([1, 2, 3]);
    const missed = await history(db, customer(shopper), conversation.id, { afterSeq: 1, limit: 10 });
    expect(missed.messages.map((message) => message.seq)).toEqual([2, 3]);
    const older = await history(db, customer(shopper), conversation.id, { beforeSeq: 3, limit: 1 });
    expect(older).toMatchObject({ messages: [{ seq: 2 }], hasMoreBefore: true });
  });

  it('answers a resent nonce with the first message and sends nothing more; another conversation may not reuse it', async () => {
    const asker = await newUser(db, 'chat-nonce@example.com');
    const conversation = await openConversation(db, { customerId: asker, kind: 'support' });
    const fields = { nonce: nonce(), body: 'once' };
    const first = await send(db, customer(asker), conversation.id, fields);
    const again = await send(db, customer(asker), conversation.id, { ...fields, body: 'changed' });
    expect(again).toMatchObject({ created: false, message: first.message });
    expect(await seqsOf(db, customer(asker), conversation.id)).toEqual([1]);
    const elsewhere = await openConversation(db, { customerId: shopper, kind: 'support' });
    // The nonce is the sender's: staff may use the same one, once, and not again in another conversation.
    expect(await outcomeOf(send(db, staff(agent), elsewhere.id, fields))).toBe('sent');
    expect(await outcomeOf(send(db, staff(agent), conversation.id, fields))).toBe('INVALID_PARAMETERS');
    expect(await seqsOf(db, customer(asker), conversation.id)).toEqual([1]);
  });

  it('refuses an empty or too long message, a stranger, a shop conversation to staff and someone else’s picture', async () => {
    const conversation = await openConversation(db, { customerId: shopper, kind: 'support' });
    const stranger = await newUser(db, 'chat-stranger@example.com');
    expect(await outcomeOf(send(db, customer(shopper), conversation.id, { body: '   ' }))).toBe(
      'CHAT_MESSAGE_EMPTY',
    );
    expect(await outcomeOf(send(db, customer(shopper), conversation.id, { body: 'x'.repeat(2001) }))).toBe(
      'INVALID_PARAMETERS',
    );
    expect(await outcomeOf(send(db, customer(stranger), conversation.id))).toBe(
      'CHAT_CONVERSATION_NOT_FOUND',
    );
    await expect(markRead(db, customer(stranger), conversation.id, 1)).rejects.toMatchObject({
      key: 'CHAT_CONVERSATION_NOT_FOUND',
    });
    const picture = (await recordUpload(db, {
      ownerId: stranger,
      storageKey: `chat-${nonce()}`,
      contentType: 'image/png',
      size: 10,
      purpose: 'chat',
      isPrivate: true,
    }))!;
    expect(
      await outcomeOf(send(db, customer(shopper), conversation.id, { body: '', uploadId: picture })),
    ).toBe('CHAT_PICTURE_INVALID');
    const strangers = await openConversation(db, { customerId: stranger, kind: 'support' });
    expect(await outcomeOf(send(db, customer(stranger), strangers.id, { body: '', uploadId: picture }))).toBe(
      'sent',
    );
  });

  it('moves a side’s read position forward only, never past the last message', async () => {
    const reader = await newUser(db, 'chat-reader@example.com');
    const conversation = await openConversation(db, { customerId: reader, kind: 'support' });
    for (const body of ['one', 'two', 'three', 'four'])
      await send(db, staff(agent), conversation.id, { body });
    expect((await markRead(db, customer(reader), conversation.id, 3)).customerReadSeq).toBe(3);
    expect((await markRead(db, customer(reader), conversation.id, 2)).customerReadSeq).toBe(3);
    expect((await markRead(db, customer(reader), conversation.id, 99)).customerReadSeq).toBe(4);
  });

  it('stops a sender past the per-minute limit, counting neither the refused message nor a resent nonce', async () => {
    const limit = { perMinute: 3 };
    const { chatty, conversation, last } = await withinOneMinute(db, async (round) => {
      const chatty = await newUser(db, `chat-chatty-${round}@example.com`);
      const conversation = await openConversation(db, { customerId: chatty, kind: 'support' });
      const first = { nonce: nonce(), limit };
      await send(db, customer(chatty), conversation.id, first);
      await send(db, customer(chatty), conversation.id, first);
      await send(db, customer(chatty), conversation.id, { limit });
      await send(db, customer(chatty), conversation.id, { limit });
      const last = await outcomeOf(send(db, customer(chatty), conversation.id, { limit }));
      return { chatty, conversation, last };
    });
    expect(last).toBe('CHAT_SENDING_TOO_FAST');
    expect(await seqsOf(db, customer(chatty), conversation.id)).toEqual([1, 2, 3]);
  });
});

describe(
  'chat races on PostgreSQL',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    it('numbers concurrent messages of both sides 1…N without gaps, and one nonce sent at once makes one message', async () => {
      const { database } = await createPostgresTestDatabase(serverUrl!);
      try {
        const { db } = database;
        const shopper = await newUser(db, 'race-shopper@example.com');
        const agent = await newUser(db, 'race-agent@example.com');
        const conversation = await openConversation(db, { customerId: shopper, kind: 'support' });
        const sends = Array.from({ length: 40 }, (_, index) =>
          send(db, index % 2 === 0 ? customer(shopper) : staff(agent), conversation.id, {
            body: `m${index}`,
          }),
        );
        const same = { nonce: nonce(), body: 'twice' };
        const repeated = [0, 1, 2].map(() => send(db, customer(shopper), conversation.id, same));
        await Promise.all(sends);
        const twice = await Promise.all(repeated);
        expect(new Set(twice.map((sent) => sent.message.id)).size).toBe(1);
        expect(twice.filter((sent) => sent.created)).toHaveLength(1);
        expect(await seqsOf(db, customer(shopper), conversation.id)).toEqual(
          Array.from({ length: 41 }, (_, index) => index + 1),
        );
        const { access } = await history(db, customer(shopper), conversation.id, { limit: 1 });
        expect(access.conversation.lastSeq).toBe(41);
      } finally {
        await database.close();
      }
    });

    it('limits a user’s sends over two connections to one database (two API processes)', async () => {
      const { database, url } = await createPostgresTestDatabase(serverUrl!);
      const second = await openDatabase({ databaseUrl: url });
      try {
        const { shopper, conversation, outcomes } = await withinOneMinute(database.db, async (round) => {
          const shopper = await newUser(database.db, `limited-${round}@example.com`);
          const conversation = await openConversation(database.db, { customerId: shopper, kind: 'support' });
          const outcomes = await Promise.all(
            Array.from({ length: 8 }, (_, index) =>
              outcomeOf(
                send(index % 2 === 0 ? database.db : second.db, customer(shopper), conversation.id, {
                  limit: { perMinute: 5 },
                }),
              ),
            ),
          );
          return { shopper, conversation, outcomes };
        });
        expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(5);
        expect(outcomes.filter((outcome) => outcome === 'CHAT_SENDING_TOO_FAST')).toHaveLength(3);
        expect(await seqsOf(database.db, customer(shopper), conversation.id)).toEqual([1, 2, 3, 4, 5]);
      } finally {
        await second.close();
        await database.close();
      }
    });
  },
);
