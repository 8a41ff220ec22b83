import type { FastifyRequest } from 'fastify';
import type { UserRef } from '@mall/server-account';
import type { SellerProductRow } from '@mall/server-catalogue';
import { DomainError, type Language, pickLocalised } from '@mall/server-core';
import type { SellerApplicationRow, ShopRegistrationRow } from '@mall/server-seller';
import { mediaUrl } from '../media';

const iso = (timestamp: string) => new Date(timestamp).toISOString();
const isoOrNull = (timestamp: string | null) => (timestamp === null ? null : iso(timestamp));

export const applicationWire = (row: SellerApplicationRow) => ({
  id: row.id,
  status: row.status,
  reason: row.reason,
  shop_name: row.shopName,
  message: row.message,
  created_at: iso(row.createdAt),
  decided_at: isoOrNull(row.decidedAt),
});

export const registrationWire = (row: ShopRegistrationRow) => ({
  id: row.id,
  shop_name: row.shopName,
  contact_name: row.contactName,
  contact_phone: row.contactPhone,
  id_front_file_id: row.idFrontUploadId,
  id_back_file_id: row.idBackUploadId,
  street: row.street,
  city: row.city,
  state: row.state,
  country: row.country,
  postcode: row.postcode,
  description: row.description,
  status: row.status,
  staff_message: row.staffMessage,
  shop: row.shopId === null ? null : { id: row.shopId, name: row.shopName },
  created_at: iso(row.createdAt),
  decided_at: isoOrNull(row.decidedAt),
});

/** The customer a staff queue item belongs to. */
export const customerRef = (users: Map<number, UserRef>, userId: number) => {
  const user = users.get(userId);
  return { id: userId, name: user?.name ?? '', email: user?.email ?? '' };
};

export const sellerProductWire = (row: SellerProductRow, lang: Language, request: FastifyRequest) => ({
  id: row.id,
  name: pickLocalised(row, 'name', lang),
  image: row.image ? mediaUrl(request, row.image) : '',
  price_minor: row.priceMinor,
  stock: row.stock,
  state: row.state,
  sold_count: row.soldCount,
  review_message: row.reviewMessage,
  category_id: row.categoryId,
  created_at: iso(row.createdAt),
});

/** A re-application (2000016) carries the current record: in the contract's shape on the wire. */
export const withWireRecord = <Row>(error: unknown, toWire: (row: Row) => unknown) =>
  error instanceof DomainError && error.key === 'SELLER_REAPPLICATION'
    ? new DomainError(error.key, toWire(error.data as Row), error.message)
    : error;
