import { parseArgs } from 'node:util';
import { failedDeliveries } from '@mall/server-core';
import { withOpsDatabase } from './database';
import { type Command, UsageError } from './usage';

export const EVENT_USAGE = ['events-failed [--limit <n>]'];

const DEFAULT_LIMIT = 100;

/** Deliveries that failed at least once and wait for another attempt: a subscriber's bug or an outage shows here. */
const listFailed: Command = async (args) => {
  const { values } = parseArgs({ args, options: { limit: { type: 'string' } } });
  const limit = values.limit === undefined ? DEFAULT_LIMIT : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`usage: npm run ops -- ${EVENT_USAGE[0]}`);
  const rows = await withOpsDatabase((db) => failedDeliveries(db, limit));
  if (rows.length === 0) console.log('no failed event deliveries');
  for (const row of rows)
    console.log(
      [
        row.eventId,
        row.type,
        row.aggregate,
        row.subscriber,
        `${row.attempts} attempt(s)`,
        `next ${row.nextAttemptAt}`,
        row.lastError ?? '',
      ].join('\t'),
    );
};

export const eventCommands: Record<string, Command> = { 'events-failed': listFailed };
