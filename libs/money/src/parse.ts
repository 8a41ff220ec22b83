import { assertDecimals, pow10 } from './integers';

// Digits with optional thousands commas in correct groups of three, optional decimal point and fraction;
// or only a fraction (".5").
const MONEY_INPUT = /^(?:(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?|\.(\d+))$/;

/**
 * A typed amount → integer minor units with `decimals` digits, or `null` when it is not one.
 * "100" → 10000, "100.5" → 10050, "1,000.25" → 100025, ".5" → 50 (2 decimals); surrounding spaces are
 * ignored. `null` for more fraction digits than the currency has ("1.005" at 2 decimals, "1.5" for JPY),
 * negatives, misplaced commas ("1,00"), other text, or amounts beyond the safe integer range.
 * Input is read English-style ('.' decimal point, ',' grouping) whatever the interface language.
 */
export function parseMoneyInput(text: string, decimals: number): number | null {
  assertDecimals(decimals);
  const match = MONEY_INPUT.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? '0').replaceAll(',', '');
  const fraction = match[2] ?? match[3] ?? '';
  if (fraction.length > decimals) return null;
  const minor = BigInt(whole) * pow10(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}
