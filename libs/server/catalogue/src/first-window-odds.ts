/** How many tries an order's odds start from, and how fast older tries fade (each try weighs this much less). */
const WARM_UP_TRIES = 8;
const FADE = 0.95;
/** While an order's window is not tried, every this many searches of it still try it. */
const PROBE_EVERY = 16;

/**
 * How often, lately, each search order's first window has held the page, for the orders a ranking index can
 * rank by itself past that window (newest, by price). Trying the window first pays only when it holds the page
 * often enough: at a million products a try cost PostgreSQL 4.3 ms and the index's ranking 6–9 ms, and the
 * newest products held most keywords' first page (80 %) where the cheapest or the dearest rarely did (4–13 %:
 * prices follow the kind of product, which a keyword often names). An order whose window rarely holds is ranked
 * in the index at once; every PROBE_EVERY-th search of it still tries the window, so the odds follow the
 * catalogue and the searches.
 */
export class FirstWindowOdds {
  private readonly orders = new Map<string, { tried: number; held: number; passed: number }>();

  constructor(private readonly worthTrying = 0.5) {}

  /** Whether a search in `order` should try its first window before the index's ranking. */
  shouldTry(order: string): boolean {
    const odds = this.orders.get(order);
    if (!odds || odds.tried < WARM_UP_TRIES || odds.held >= odds.tried * this.worthTrying) return true;
    odds.passed += 1;
    return odds.passed % PROBE_EVERY === 0;
  }

  /** Counts a try of `order`'s first window, and whether it held the page. */
  record(order: string, held: boolean): void {
    const odds = this.orders.get(order) ?? { tried: 0, held: 0, passed: 0 };
    // The warm-up counts every try in full; later ones fade the older.
    const fade = odds.tried < WARM_UP_TRIES ? 1 : FADE;
    odds.tried = odds.tried * fade + 1;
    odds.held = odds.held * fade + (held ? 1 : 0);
    this.orders.set(order, odds);
  }
}
