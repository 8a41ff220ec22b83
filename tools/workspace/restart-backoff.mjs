// How long a launcher waits before starting again a process that exited on its own (a crash): at once the first
// time, then twice as long after each exit that came soon after its start (1 s, 2 s, 4 s… at most `maxMs`), so a
// process that cannot start (a bad setting, a port taken, a database refusing it) does not spin the machine; a
// process that stayed up `stableMs` starts the count afresh.

export class RestartBackoff {
  constructor({ initialMs = 1_000, maxMs = 30_000, stableMs = 30_000 } = {}) {
    this.initialMs = initialMs;
    this.maxMs = maxMs;
    this.stableMs = stableMs;
    this.quickExits = 0;
  }

  /** The pause before the next start, for a process that exited after running `upMs`. */
  delayAfter(upMs) {
    if (upMs >= this.stableMs) this.quickExits = 0;
    this.quickExits += 1;
    if (this.quickExits === 1) return 0;
    return Math.min(this.maxMs, this.initialMs * 2 ** (this.quickExits - 2));
  }
}
