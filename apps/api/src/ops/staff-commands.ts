import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createStaffAccount, StaffAccountRefused } from '@mall/server-account';
import { withOpsDatabase } from './database';
import { type Command, UsageError } from './usage';

export const STAFF_USAGE = 'create-staff --email <address> --name <first name> [--lastname <name>]';

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

const createStaff: Command = async (args) => {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      lastname: { type: 'string' },
    },
  });
  if (!values.email || !values.name) throw new UsageError(`usage: npm run ops -- ${STAFF_USAGE}`);
  const password = await readPassword();
  const { id } = await withOpsDatabase((db) =>
    createStaffAccount(db, {
      email: values.email!,
      firstname: values.name!,
      lastname: values.lastname,
      password,
    }),
  );
  console.log(`staff account ${id} created for ${values.email.trim()}`);
};

export const staffCommands: Record<string, Command> = { 'create-staff': createStaff };
