// The live-stream scenario of the API bench: many open streams (`GET /api/customer/stream`) of shoppers
// registered in the run, then a burst of messages published as `publishToUser` publishes them (the row and its
// `pg_notify` in one transaction) → how long each took from its commit to each of its user's open streams, and
// how much the API's resident memory grew per open stream.
import { readFileSync } from 'node:fs';

const STREAMS_PER_USER = 5;
const PUBLISHERS = 8;

const residentBytes = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

async function register(base, index) {
  const response = await fetch(`${base}/api/customer/register/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en' },
    body: new URLSearchParams({
      firstname: 'Stream',
      lastname: 'Reader',
      email: `stream-${Date.now()}-${index}@bench.example`,
      password: 'engine42',
      confirm_password: 'engine42',
      agree_terms: 'true',
    }),
  });
  const answer = await response.json();
  if (answer.code !== 200) throw new Error(`register: ${answer.code} ${answer.message}`);
  return { userId: answer.data.user.id, token: answer.data['access-token'] };
}

/** Opens a stream and calls `onMessage(id, arrivedAt)` for each message with an id; resolves once it is open. */
async function openStream(base, token, onMessage, signal) {
  const response = await fetch(`${base}/api/customer/stream`, {
    headers: { 'access-token': token, accept: 'text/event-stream' },
    signal,
  });
  if (!response.ok) throw new Error(`stream: HTTP ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const arrivedAt = performance.timeOrigin + performance.now();
        buffered += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const frame = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const id = /^id: ?(\d+)$/m.exec(frame)?.[1];
          const kind = /^event: ?(\w+)$/m.exec(frame)?.[1];
          if (id && kind === 'badges') onMessage(Number(id), arrivedAt);
        }
      }
    } catch {
      // Aborted at the end of the scenario.
    }
  })();
}

/**
 * @param {object} context
 * @param {string} context.base the server's URL
 * @param {import('pg').Client} context.db a connection to the bench database (publishes the burst)
 * @param {number} context.serverPid the API process, whose resident memory is read
 * @param {number} context.streams how many streams to hold open
 * @param {number} context.messages how many messages the burst publishes (spread over the users)
 */
export async function measureStreams({ base, db, serverPid, streams, messages }) {
  const users = [];
  const userCount = Math.ceil(streams / STREAMS_PER_USER);
  for (let index = 0; index < userCount; index += PUBLISHERS)
    users.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(PUBLISHERS, userCount - index) }, (_, offset) =>
          register(base, index + offset),
        ),
      )),
    );
  await new Promise((settle) => setTimeout(settle, 1_000));
  const before = residentBytes(serverPid);
  const arrivals = new Map();
  const aborter = new AbortController();
  for (let index = 0; index < streams; index += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, streams - index) }, (_, offset) =>
        openStream(
          base,
          users[(index + offset) % users.length].token,
          (id, at) => arrivals.set(id, [...(arrivals.get(id) ?? []), at]),
          aborter.signal,
        ),
      ),
    );
  await new Promise((settle) => setTimeout(settle, 2_000));
  const perStream = (residentBytes(serverPid) - before) / streams;

  // The burst: each message to one user, committed one transaction each by a few publishers at once.
  const committed = new Map();
  const queue = Array.from({ length: messages }, (_, index) => users[index % users.length].userId);
  const started = Date.now();
  await Promise.all(
    Array.from({ length: PUBLISHERS }, async () => {
      while (queue.length > 0) {
        const userId = queue.shift();
        await db.query('begin');
        const { rows } = await db.query(
          `with inserted as (
             insert into user_stream_messages (user_id, kind, payload)
             values ($1, 'badges', '{"notice":{"count":1}}'::jsonb) returning id)
           select id, pg_notify('user_stream', $1::text || ':' || id::text) from inserted`,
          [userId],
        );
        await db.query('commit');
        committed.set(Number(rows[0].id), Date.now());
      }
    }),
  );
  const publishSeconds = (Date.now() - started) / 1000;
  const expected = messages * STREAMS_PER_USER;
  for (let waited = 0; waited < 30_000; waited += 200) {
    const received = [...arrivals.values()].reduce((sum, times) => sum + times.length, 0);
    if (received >= expected) break;
    await new Promise((settle) => setTimeout(settle, 200));
  }
  aborter.abort();
  const latencies = [...committed]
    .flatMap(([id, at]) => (arrivals.get(id) ?? []).map((arrived) => arrived - at))
    .sort((a, b) => a - b);
  return {
    streams,
    users: users.length,
    messages,
    deliveries: `${latencies.length} of ${expected}`,
    'publish s': Number(publishSeconds.toFixed(1)),
    'p50 ms': Math.round(percentile(latencies, 0.5)),
    'p99 ms': Math.round(percentile(latencies, 0.99)),
    'KB per open stream': Math.round(perStream / 1024),
  };
}
