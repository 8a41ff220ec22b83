import { DomainError } from '@mall/server-core';

/** The largest amount any single wallet operation may name (10¹² minor units), whatever its own cap. */
export const MAX_LEDGER_AMOUNT_MINOR = 1_000_000_000_000;

/**
 * Refuses (1000008) an amount that is not a whole number of minor units within `[min, max]`: zero, negative,
 * fractional and absurd amounts never reach the ledger, whoever calls (the API validates first; the operator's
 * commands and other services do not).
 */
export function requireAmount(amountMinor: number, { min = 1, max = MAX_LEDGER_AMOUNT_MINOR } = {}): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < min || amountMinor > max)
    throw new DomainError(
      'INVALID_PARAMETERS',
      null,
      `The amount must be a whole number from ${min} to ${max}`,
    );
  return amountMinor;
}
