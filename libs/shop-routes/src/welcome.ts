/**
 * The router state a new account lands with: the page it opens greets the shopper by name. Kept in the history
 * entry, not the address, so a shared link never greets anyone.
 */
export interface WelcomeState {
  welcome: string;
}

export const welcomeState = (firstName: string): WelcomeState => ({ welcome: firstName });

/** The name to greet, when the router state carries one. */
export function welcomedName(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('welcome' in state)) return undefined;
  const { welcome } = state as { welcome: unknown };
  return typeof welcome === 'string' && welcome.length > 0 ? welcome : undefined;
}
