import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import { createSession, type UserRow } from '@mall/server-account';
import { unreadNoticeCount } from '@mall/server-notices';
import { cartItemCount } from '@mall/server-orders';
import { absoluteUrl } from '../media';

/** docs/requirements.md R10.7: the seller panel lives on the `seller.` subdomain of the current host, `www.` dropped. */
export function sellerUrl(request: FastifyRequest): string {
  const host = request.host.replace(/^www\./, '');
  return `${request.protocol}://seller.${host}/`;
}

/** The user's profile with its counters, and the answer to a successful sign-in (docs/requirements.md R2). */
export function sessionResponses(db: Database) {
  const userInfo = async (row: UserRow, request: FastifyRequest) => {
    const [unread, cartCount] = await Promise.all([unreadNoticeCount(db, row.id), cartItemCount(db, row.id)]);
    return {
      id: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      avatar: row.avatar ? absoluteUrl(request, row.avatar) : '',
      phone: row.phone,
      seller_url: row.isSeller ? sellerUrl(request) : null,
      is_seller: row.isSeller,
      invitation_code: row.invitationCode,
      // The sum of the quantities in the cart (the cart badge).
      card: { count: cartCount },
      product: { count: 0 },
      notice: { count: unread },
      message_unread_count: 0,
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
