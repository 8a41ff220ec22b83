/**
 * Resolves in a task of its own: the app's start awaits it between its steps, so that evaluating the entry,
 * loading the texts, making the store and the first render are each a short task a tap can come between, not
 * one long one.
 */
export const nextTask = () => new Promise<void>((resolve) => globalThis.setTimeout(resolve, 0));
