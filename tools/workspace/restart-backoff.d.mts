export class RestartBackoff {
  constructor(options?: { initialMs?: number; maxMs?: number; stableMs?: number });
  /** The pause before the next start, for a process that exited after running `upMs`. */
  delayAfter(upMs: number): number;
}
