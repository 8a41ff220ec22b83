import { SELLER_TICKET_PARAM } from '@mall/session';

/**
 * The hand-over ticket the shop put in this page's address, taken out of the address bar at once (it is
 * single-use, and must not stay in history or be bookmarked). Null when there is none.
 */
export function takeHandOverTicket(
  location: Pick<Location, 'href'> = globalThis.location,
  history: Pick<History, 'replaceState'> = globalThis.history,
): string | null {
  const url = new URL(location.href);
  const ticket = url.searchParams.get(SELLER_TICKET_PARAM);
  if (ticket === null) return null;
  url.searchParams.delete(SELLER_TICKET_PARAM);
  history.replaceState(null, '', url.toString());
  return ticket || null;
}
