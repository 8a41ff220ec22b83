import { spawnSync } from 'node:child_process';
import { after, describe, it } from 'node:test';
import { expect } from 'expect';
import { emit, registerSubscribers, startDispatcher, type Subscriber } from '@mall/server-core';
import type { DatabaseHandle } from '../src/db/connection';
import { createPostgresTestDatabase } from './harness';
import { workspaceRoot } from './server-process';

const serverUrl = process.env.TEST_DATABASE_URL;
const PROBE_EVENT = 'probe.stepped';

describe(
  'npm run ops -- events-failed',
  { skip: !serverUrl && 'needs TEST_DATABASE_URL (a PostgreSQL server)' },
  () => {
    let database: DatabaseHandle | undefined;
    after(() => database?.close());

    it('shows operators a delivery that keeps failing, with its event, subscriber, attempts and error', async () => {
      const created = await createPostgresTestDatabase(serverUrl!);
      database = created.database;
      const { db } = database;
      const broken: Subscriber = {
        name: 'broken',
        events: [PROBE_EVENT],
        handle: async () => {
          throw new Error('the notice template is missing');
        },
      };
      await registerSubscribers(db, [broken]);
      const event = await db.transaction((tx) =>
        emit(tx, { type: PROBE_EVENT, version: 1, aggregateType: 'probe', aggregateId: 5, payload: {} }),
      );
      const dispatcher = await startDispatcher({
        db,
        subscribers: [broken],
        listen: database.listen,
        log: () => undefined,
      });
      await dispatcher.drain();
      await dispatcher.stop();

      const listed = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'apps/api/src/ops/cli.ts', 'events-failed'],
        {
          cwd: workspaceRoot,
          env: { ...process.env, DATABASE_URL: created.url, TSX_TSCONFIG_PATH: 'apps/api/tsconfig.json' },
          encoding: 'utf8',
        },
      );
      expect(listed.status).toBe(0);
      expect(listed.stdout).toContain(`${event.id}\t${PROBE_EVENT}\tprobe:5\tbroken\t1 attempt(s)\t`);
      expect(listed.stdout).toContain('the notice template is missing');
    });
  },
);
