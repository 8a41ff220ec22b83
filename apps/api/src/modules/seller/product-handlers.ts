import {
  addShopProduct,
  changeShopProduct,
  reviewProductPage,
  type SellerProductRow,
  shopOwnedBy,
  shopProductPage,
} from '@mall/server-catalogue';
import { DomainError, type Language, withTransaction } from '@mall/server-core';
import { notifyProductSubmitted, type Paging, pageOf } from '@mall/server-seller';
import { decideProductTask, type StaffPolicy } from '@mall/server-staff';
import { findOwnUpload } from '@mall/server-upload';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import { mediaUrl } from '../media';
import { type SigningConfig, signedUploadPath } from '../upload/signed-url';
import { staffActorOf } from '../staff/actor';
import { sellerProductWire } from './wire';

const paging = (args: { page?: number; page_size?: number }): Paging => ({
  page: args.page ?? 1,
  pageSize: args.page_size ?? 20,
});

const pageAnswer = <Row, Item>(
  found: { rows: Row[]; total: number },
  page: Paging,
  toItem: (row: Row) => Item,
) => pageOf(found.rows.map(toItem), found.total, page);

/** A product as staff review it: with its shop and every picture. */
export const staffProduct = (row: SellerProductRow, lang: Language, request: FastifyRequest) => ({
  ...sellerProductWire(row, lang, request),
  shop: { id: row.shopId, name: row.shopName },
  images: row.images.map((path) => mediaUrl(request, path)),
});

export function productHandlers(db: Database, config: SigningConfig & { staff: StaffPolicy }): Handlers {
  /** The caller's shop; a seller without one has nothing to change (NO_DATA_FOUND). */
  const ownShop = async (userId: number) => {
    const shop = await shopOwnedBy(db, userId);
    if (!shop) throw new DomainError('NO_DATA_FOUND', null, 'Your shop is not registered yet');
    return shop;
  };

  /** Product images are the seller's own public `product_image` uploads, stored as their signed paths. */
  const ownImagePaths = async (uploadIds: number[], userId: number) =>
    Promise.all(
      uploadIds.map(async (uploadId) => {
        const upload = await findOwnUpload(db, { uploadId, ownerId: userId });
        if (!upload || upload.purpose !== 'product_image' || upload.isPrivate)
          throw new DomainError(
            'NO_DATA_FOUND',
            null,
            `image_file_ids: upload ${uploadId} is not your product image`,
          );
        return signedUploadPath(config, uploadId, false);
      }),
    );

  return {
    getSellerProducts: async ({ args, user, lang, request }) => {
      const shop = await shopOwnedBy(db, user.id);
      const page = paging(args);
      const query = {
        state: args.state,
        keyword: args.keyword,
        categoryId: args.category_id,
        stock: args.stock,
        sort: args.sort,
      };
      const rows = shop ? await shopProductPage(db, shop.id, query, page) : { rows: [], total: 0 };
      return pageAnswer(rows, page, (row) => sellerProductWire(row, lang, request));
    },
    addSellerProduct: async ({ args, user, lang, request }) => {
      const shop = await ownShop(user.id);
      const images = await ownImagePaths(args.image_file_ids, user.id);
      const { price_minor, stock, category_id, brand_id, image_file_ids: _ids, ...texts } = args;
      const row = await withTransaction(db, async (tx) => {
        const created = await addShopProduct(tx, shop.id, {
          ...texts,
          priceMinor: price_minor,
          stock,
          categoryId: category_id,
          brandId: brand_id,
          images,
        });
        await notifyProductSubmitted(tx, {
          sellerId: user.id,
          productId: created.id,
          productName: created.name_en,
        });
        return created;
      });
      return sellerProductWire(row, lang, request);
    },
    updateSellerProduct: async ({ args, user, lang, request }) => {
      const shop = await ownShop(user.id);
      const row = await changeShopProduct(db, shop.id, args.id, {
        priceMinor: args.price_minor,
        stock: args.stock,
        onSale: args.on_sale,
      });
      return sellerProductWire(row, lang, request);
    },
    getPendingProducts: async ({ args, lang, request }) => {
      const page = paging(args);
      const rows = await reviewProductPage(db, args.state, page);
      return pageAnswer(rows, page, (row) => staffProduct(row, lang, request));
    },
    decideProduct: async ({ args, lang, request, user }) =>
      staffProduct(await decideProductTask(db, staffActorOf(user), args, config.staff), lang, request),
  };
}
