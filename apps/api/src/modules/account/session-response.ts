import type { FastifyRequest } from 'fastify';
import { HOST_SYNTAX, type ServerConfig } from '../../config';
import type { Database } from '../../db/connection';
import { createSession, type UserRow } from '@mall/server-account';
import { shopOwnedBy, shopProductPage } from '@mall/server-catalogue';
import { customerUnreadCount } from '@mall/server-chat';
import { unreadNoticeCount } from '@mall/server-notices';
import { cartItemCount } from '@mall/server-orders';
import { absoluteUrl } from '../media';

/** What a seller URL is made from (docs/deploy.md, "Public address"). */
export type SellerUrlConfig = Pick<ServerConfig, 'publicOrigin' | 'allowedHosts'>;

/** The shop's own host: without the `www.`, `seller.` or `staff.` a request may have come to. */
const shopHost = (host: string) => host.replace(/^(?:www|seller|staff)\./, '');

/**
 * docs/requirements.md R10.7: the seller panel lives on the `seller.` subdomain of the shop's host, `www.` dropped.
 * The host is never taken from a request as it came: `Host` is whatever the client (or a proxy it fooled) sent,
 * and the storefront opens this URL with a hand-over ticket, so a foreign host here would hand a seller's session
 * to whoever owns it. `PUBLIC_ORIGIN` wins. Without it, the request's host counts only when it is, parsed strictly
 * (hostname and optional port, nothing else), one of `ALLOWED_HOSTS`; any other host gets the allow-list's first
 * entry. Answering our own default rather than refusing the request keeps sign-in working for a client that
 * reached us by an unlisted name (a proxy rewriting `Host`, an IP address), and never points anywhere the
 * configuration does not name. `request.protocol` is only ever http or https (a forwarded one only from a trusted
 * proxy).
 */
export function sellerUrl(request: FastifyRequest, config: SellerUrlConfig): string {
  const origin = config.publicOrigin;
  if (origin) return `${origin.protocol}//seller.${shopHost(origin.host)}/`;
  const host = request.host.toLowerCase();
  const allowed = HOST_SYNTAX.test(host) && config.allowedHosts.includes(host);
  return `${request.protocol}://seller.${shopHost(allowed ? host : config.allowedHosts[0]!)}/`;
}

/** The products a seller has on sale in their shop; a shopper, or a seller before the shop exists, has none. */
async function productsOnSale(db: Database, row: UserRow): Promise<number> {
  if (!row.isSeller) return 0;
  const shop = await shopOwnedBy(db, row.id);
  if (!shop) return 0;
  // Only the count is wanted: the page of one row comes with the total.
  return (await shopProductPage(db, shop.id, { state: 'on_sale' }, { page: 1, pageSize: 1 })).total;
}

/** The user's profile with its counters, and the answer to a successful sign-in (docs/requirements.md R2). */
export function sessionResponses(db: Database, config: SellerUrlConfig) {
  const userInfo = async (row: UserRow, request: FastifyRequest) => {
    const [unread, cartCount, onSale, chatUnread] = await Promise.all([
      unreadNoticeCount(db, row.id),
      cartItemCount(db, row.id),
      productsOnSale(db, row),
      customerUnreadCount(db, row.id),
    ]);
    return {
      id: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      avatar: row.avatar ? absoluteUrl(request, row.avatar) : '',
      phone: row.phone,
      seller_url: row.isSeller ? sellerUrl(request, config) : null,
      is_seller: row.isSeller,
      invitation_code: row.invitationCode,
      // The sum of the quantities in the cart (the cart badge).
      card: { count: cartCount },
      // The products the user sells: a seller's products on sale (not those in review, refused or taken off sale).
      product: { count: onSale },
      notice: { count: unread },
      message_unread_count: chatUnread,
      created_at: new Date(row.createdAt).toISOString(),
    };
  };

  const signedIn = async (row: UserRow, request: FastifyRequest) => {
    const token = await createSession(db, row.id);
    const user = await userInfo(row, request);
    return {
      'access-token': token,
      user,
      seller_url: user.seller_url,
      card: user.card,
      message_unread_count: user.message_unread_count,
    };
  };

  return { userInfo, signedIn };
}
