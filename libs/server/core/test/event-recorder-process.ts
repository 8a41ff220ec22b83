import { openDatabase } from '@mall/server-database';
import { startDispatcher } from '../src';
import { recorder } from './event-recorder';

// A dispatcher with the recorder, as an API process runs one, that a test can kill in the middle of a delivery:
// `node --import tsx event-recorder-process.ts <database url>`. A file of its own, so that importing the recorder
// never starts one.
void (async () => {
  const database = await openDatabase({ databaseUrl: process.argv[2]!, poolSize: 2 });
  await startDispatcher({
    db: database.db,
    subscribers: [recorder('recorder')],
    listen: database.listen,
    log: (message) => process.stdout.write(`${message}\n`),
  });
  process.stdout.write('dispatching\n');
})();
