/**
 * `npm run ops -- <command>`: what an operator does from a terminal, through the same services as the API.
 *
 *   create-staff --email <address> --name <first name> [--lastname <name>]
 *     Makes a staff account. The password is read from standard input: asked for twice on a terminal, or
 *     the first line of a pipe (`printf '%s\n' "$PASSWORD" | npm run ops -- create-staff …`).
 *   orders-to-ship [--limit <n>]                     paid and cash-on-delivery orders waiting, oldest first
 *   ship-order --order <id> --log-sn <n> --carrier <name>
 *   advance-order --order <id> --to in_transit|delivered
 *   refunds-pending [--limit <n>]                    returns waiting for a decision, oldest first
 *   review-refund --id <id> --approve|--refuse --message <text>
 *   seller-applications, decide-seller-application, shop-registrations, decide-shop-registration,
 *   products-pending, decide-product                 staff review of sellers, their shops and products
 *   recharges-pending, review-recharge, withdrawals-pending, review-withdrawal
 *                                                    staff review of offline top-ups and withdrawals
 *   events-failed [--limit <n>]                      event deliveries that failed and wait for another attempt
 *   mail-outbox --to <address>                       the newest mail waiting for an address (there is no mail
 *                                                    transport yet: e-mail verification codes wait here)
 */
import { StaffAccountRefused } from '@mall/server-account';
import { DomainError } from '@mall/server-core';
import { EVENT_USAGE, eventCommands } from './event-commands';
import { MAIL_USAGE, mailCommands } from './mail-commands';
import { ORDER_USAGE, orderCommands } from './order-commands';
import { REFUND_USAGE, refundCommands } from './refund-commands';
import { SELLER_REVIEW_USAGE, sellerReviewCommands } from './seller-review-commands';
import { STAFF_USAGE, staffCommands } from './staff-commands';
import { type Command, UsageError } from './usage';
import { WALLET_USAGE, walletCommands } from './wallet-commands';

const USAGE = [
  'usage: npm run ops -- <command>',
  STAFF_USAGE,
  ...ORDER_USAGE,
  ...REFUND_USAGE,
  ...SELLER_REVIEW_USAGE,
  ...WALLET_USAGE,
  ...EVENT_USAGE,
  ...MAIL_USAGE,
].join('\n  ');

const commands: Record<string, Command> = {
  ...staffCommands,
  ...orderCommands,
  ...refundCommands,
  ...sellerReviewCommands,
  ...walletCommands,
  ...eventCommands,
  ...mailCommands,
};

async function main() {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) throw new UsageError(USAGE);
  try {
    await command(args);
  } catch (error) {
    // An unknown option or a missing value: parseArgs's own message, and the usage.
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
      throw new UsageError(`${(error as Error).message}\n${USAGE}`);
    throw error;
  }
}

main().catch((error: unknown) => {
  const known =
    error instanceof UsageError || error instanceof StaffAccountRefused || error instanceof DomainError;
  console.error(known ? `ops: ${error.message}` : error);
  process.exit(known && error instanceof UsageError ? 2 : 1);
});
