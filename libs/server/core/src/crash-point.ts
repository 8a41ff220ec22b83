/**
 * Where the crash test (`apps/api/test/buying-races.spec.ts`) may kill the server mid-purchase, to prove that
 * what the database keeps afterwards is still consistent.
 */
export const crashPoints = [
  'checkout:orders-written',
  'payment:wallet-debited',
  'payment:card-approved',
] as const;
export type CrashPoint = (typeof crashPoints)[number];

/**
 * Kills the process on the spot (SIGKILL: no clean-up, no rollback sent, as a power cut would) when the
 * environment variable `MALL_CRASH_AT` names this point; does nothing otherwise. A test hook only: production
 * never sets the variable.
 */
export function crashPoint(name: CrashPoint): void {
  if (process.env.MALL_CRASH_AT === name) process.kill(process.pid, 'SIGKILL');
}
