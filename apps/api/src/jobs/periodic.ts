export interface RunningJob {
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs `task` every `intervalMs` after the previous run ended: one run at a time per process, so a slow run delays
 * the next and never overlaps it. `task` reports its own failures; a rejection is passed to `onError`.
 */
export function startPeriodic(
  task: () => Promise<void>,
  intervalMs: number,
  onError: (error: unknown) => void,
): RunningJob {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (!stopped) timer = setTimeout(run, intervalMs).unref();
  };
  const run = () => {
    running = task().catch(onError);
    return running.then(schedule);
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
