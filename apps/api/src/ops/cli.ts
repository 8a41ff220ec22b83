/**
 * `npm run ops -- <command>`: what an operator does from a terminal, through the same services as the API.
 * Each group of commands lives in its own module; `npm run ops` without a command lists them all.
 */
import { StaffAccountRefused } from '@mall/server-account';
import { DomainError } from '@mall/server-core';
import { type Command, UsageError } from './ops-database';
import { SELLER_REVIEW_USAGE, sellerReviewCommands } from './seller-review-commands';
import { STAFF_ACCOUNT_USAGE, staffAccountCommands } from './staff-account-commands';

const USAGE = ['usage: npm run ops -- <command>', STAFF_ACCOUNT_USAGE, SELLER_REVIEW_USAGE]
  .map((text, index) => (index === 0 ? text : `  ${text}`))
  .join('\n');

const commands: Record<string, Command> = { ...staffAccountCommands, ...sellerReviewCommands };

async function main() {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) throw new UsageError(USAGE);
  await command(args);
}

main().catch((error: unknown) => {
  const known =
    error instanceof UsageError || error instanceof StaffAccountRefused || error instanceof DomainError;
  console.error(known ? `ops: ${error.message}` : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
