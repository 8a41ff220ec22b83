import { createSession, findUser } from '@mall/server-account';
import { shopOwnedBy } from '@mall/server-catalogue';
import { DomainError } from '@mall/server-core';
import {
  issueSellerTicket,
  type PaymentSettingsRow,
  readPaymentSettings,
  readSellerProfile,
  redeemSellerTicket,
  saveSellerProfile,
  type SellerProfileRow,
} from '@mall/server-seller';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import { sellerUrl, type SellerUrlConfig } from '../account/session-response';
import { absoluteUrl } from '../media';
import { ownPictureUploadPath } from '../upload/own-upload-path';
import type { SigningConfig } from '../upload/signed-url';
import { savePaymentSettingsFromForm } from './payment-settings-form';

/** Only the last four characters of an account number leave the server. */
const maskAccountNumber = (number: string) => (number === '' ? '' : `••••••${number.slice(-4)}`);

const paymentSettingsWire = (row: Omit<PaymentSettingsRow, 'updatedAt'> & { updatedAt: string | null }) => ({
  wallet_addresses: row.walletAddresses.map(({ walletCode, address }) => ({
    wallet_code: walletCode,
    address,
  })),
  bank_name: row.bankName,
  account_name: row.accountName,
  account_number: maskAccountNumber(row.accountNumber),
  routing_number: row.routingNumber,
  updated_at: row.updatedAt === null ? null : new Date(row.updatedAt).toISOString(),
});

export function sellerAccountHandlers(db: Database, config: SigningConfig & SellerUrlConfig): Handlers {
  const profileWire = async (profile: SellerProfileRow, userId: number, request: FastifyRequest) => ({
    name: profile.name,
    phone: profile.phone,
    photo: profile.photo ? absoluteUrl(request, profile.photo) : '',
    email: profile.email,
    shop: await shopOwnedBy(db, userId),
    seller_url: sellerUrl(request, config),
  });

  return {
    getSellerProfile: async ({ user, request }) =>
      profileWire(await readSellerProfile(db, user.id), user.id, request),
    updateSellerProfile: async ({ args, user, request }) => {
      const changingPassword = args.password !== undefined || args.confirm_password !== undefined;
      if (
        changingPassword &&
        (!args.password || args.password !== args.confirm_password || !args.current_password)
      )
        throw new DomainError(
          'EDIT_DATA_INVALID',
          null,
          'The new password needs its confirmation and the current one',
        );
      const profile = await saveSellerProfile(
        db,
        { userId: user.id, sessionId: user.sessionId },
        {
          name: args.name,
          phone: args.phone,
          photo: await ownPictureUploadPath(db, config, args.photo, user.id),
          password: changingPassword ? { current: args.current_password!, next: args.password! } : undefined,
        },
      );
      return profileWire(profile, user.id, request);
    },
    getPaymentSettings: async ({ user }) => paymentSettingsWire(await readPaymentSettings(db, user.id)),
    updatePaymentSettings: async ({ args, user }) =>
      paymentSettingsWire(await savePaymentSettingsFromForm(db, user.id, args)),
    createSellerTicket: async ({ user }) => {
      const { ticket, expiresAt } = await issueSellerTicket(db, user.id);
      return { ticket, expires_at: expiresAt };
    },
    exchangeSellerTicket: async ({ args, user, request }) => {
      const ticketUserId = await redeemSellerTicket(db, args.ticket);
      const refused = () =>
        new DomainError('SESSION_INVALID', null, 'The sign-in link is used, expired or not yours');
      if (ticketUserId === null || (user && user.id !== ticketUserId)) throw refused();
      if (!(await findUser(db, ticketUserId)).isSeller) throw refused();
      return {
        'access-token': await createSession(db, ticketUserId),
        seller_url: sellerUrl(request, config),
      };
    },
  };
}
