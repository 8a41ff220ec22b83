import { parseArgs } from 'node:util';
import { latestMailTo } from '@mall/server-account';
import { withOpsDatabase } from './database';
import { type Command, UsageError } from './usage';

export const MAIL_USAGE = [
  'mail-outbox --to <address>                     the newest mail waiting for an address',
];

/** Mall has no mail transport yet: mail (e-mail verification codes) waits in the outbox, read here. */
const latestMail: Command = async (args) => {
  const { values } = parseArgs({ args, options: { to: { type: 'string' } } });
  if (!values.to) throw new UsageError(`usage: npm run ops -- ${MAIL_USAGE[0]}`);
  const mail = await withOpsDatabase((db) => latestMailTo(db, values.to!));
  if (!mail) {
    console.log(`no mail for ${values.to}`);
    return;
  }
  console.log(`${mail.createdAt}\n${mail.subject}\n\n${mail.body}`);
};

export const mailCommands: Record<string, Command> = { 'mail-outbox': latestMail };
