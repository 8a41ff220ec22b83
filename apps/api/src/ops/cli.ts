/**
 * `npm run ops -- <command>`: what an operator does from a terminal, through the same services as the API.
 *
 *   create-staff --email <address> --name <first name> [--lastname <name>]
 *     Makes a staff account. The password is read from standard input: asked for twice on a terminal, or
 *     the first line of a pipe (`printf '%s\n' "$PASSWORD" | npm run ops -- create-staff …`).
 */
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { createStaffAccount, StaffAccountRefused } from '@mall/server-account';

const USAGE = 'usage: npm run ops -- create-staff --email <address> --name <first name> [--lastname <name>]';

class UsageError extends Error {}

/** A line typed without echo, so the password stays off the screen and out of the terminal's scroll-back. */
async function askHidden(question: string): Promise<string> {
  const output = process.stdout;
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  const write = output.write.bind(output);
  let asking = true;
  output.write = ((chunk: string | Uint8Array, ...rest: never[]) =>
    asking && chunk !== question ? true : write(chunk, ...rest)) as typeof output.write;
  try {
    return await prompt.question(question);
  } finally {
    asking = false;
    output.write = write;
    write('\n');
    prompt.close();
  }
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await askHidden('Password for the new staff account: ');
    const again = await askHidden('The same password again: ');
    if (first !== again) throw new StaffAccountRefused('the two passwords differ');
    return first;
  }
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  throw new StaffAccountRefused('no password on standard input');
}

async function createStaff(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      lastname: { type: 'string' },
    },
  });
  if (!values.email || !values.name) throw new UsageError(USAGE);
  const password = await readPassword();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    poolSize: 1,
  });
  try {
    await database.migrate();
    const { id } = await createStaffAccount(database.db, {
      email: values.email,
      firstname: values.name,
      lastname: values.lastname,
      password,
    });
    console.log(`staff account ${id} created for ${values.email.trim()}`);
  } finally {
    await database.close();
  }
}

const commands: Record<string, (args: string[]) => Promise<void>> = { 'create-staff': createStaff };

async function main() {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) throw new UsageError(USAGE);
  await command(args);
}

main().catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof StaffAccountRefused;
  console.error(known ? `ops: ${error.message}` : error);
  process.exit(known && error instanceof UsageError ? 2 : 1);
});
