import { useCreateSellerTicketMutation } from '@mall/sdk';
import { useCallback } from 'react';

/** The query parameter that carries a hand-over ticket into the seller app (and nothing else ever does). */
export const SELLER_TICKET_PARAM = 'ticket';

/** The seller app's address with a one-time ticket for it. */
export function sellerUrlWithTicket(sellerUrl: string, ticket: string): string {
  const url = new URL(sellerUrl);
  url.searchParams.set(SELLER_TICKET_PARAM, ticket);
  return url.toString();
}

/**
 * Opens the seller app signed in: asks for a one-time ticket (no token ever travels in a URL) and hands the
 * seller's address with it to `open`. Nothing opens when the ticket is refused (the SDK says why).
 */
export function useOpenSellerPanel(open: (url: string) => void) {
  const [createTicket, { isLoading }] = useCreateSellerTicketMutation();
  const openPanel = useCallback(
    async (sellerUrl: string) => {
      const result = await createTicket();
      if (result.data) open(sellerUrlWithTicket(sellerUrl, result.data.ticket));
    },
    [createTicket, open],
  );
  return { openPanel, opening: isLoading };
}
