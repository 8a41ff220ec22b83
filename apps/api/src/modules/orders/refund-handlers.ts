import type { FastifyRequest } from 'fastify';
import { DomainError, type Language, pickLocalised } from '@mall/server-core';
import { cancelRefund, refundPage, type RefundView, requestRefund } from '@mall/server-orders';
import { decideReturn, type StaffPolicy } from '@mall/server-staff';
import { isOwnPublicUpload } from '@mall/server-upload';
import type { Database } from '../../db/connection';
import type { Handlers } from '../../http/routes';
import { absoluteUrl, mediaUrl } from '../media';
import { staffActorOf } from '../staff/actor';
import { type SigningConfig, signedUploadPath } from '../upload/signed-url';

/** Returns come twenty to a page unless asked otherwise, like the other lists. */
const REFUND_PAGE_SIZE = 20;

const iso = (moment: string) => new Date(moment).toISOString();

export function refundHandlers(db: Database, config: SigningConfig & { staff: StaffPolicy }): Handlers {
  const refundResponse = (
    { refund, orderSn, item }: RefundView,
    lang: Language,
    request: FastifyRequest,
  ) => ({
    id: refund.id,
    order_id: refund.orderId,
    order_sn: orderSn,
    item: {
      item_id: item.id,
      product_id: item.productId,
      name: pickLocalised(item, 'name', lang),
      image: mediaUrl(request, item.image),
      quantity: refund.quantity,
    },
    amount_minor: refund.amountMinor,
    state: refund.state,
    reason: refund.reason,
    images: refund.imageUploadIds.map((id) => absoluteUrl(request, signedUploadPath(config, id, false))),
    staff_message: refund.staffMessage,
    created_at: iso(refund.createdAt),
    updated_at: iso(refund.updatedAt),
  });

  /** A return shows only pictures the shopper uploaded themselves. */
  const ownImages = async (ids: number[], userId: number) => {
    for (const uploadId of ids)
      if (!(await isOwnPublicUpload(db, { uploadId, ownerId: userId })))
        throw new DomainError('RETURN_SUBMISSION_FAILED');
    return ids;
  };

  return {
    requestRefund: async ({ args, user, lang, request }) =>
      refundResponse(
        await requestRefund(db, user.id, {
          orderId: args.order_id,
          itemId: args.item_id,
          quantity: args.quantity,
          reason: args.reason,
          imageUploadIds: await ownImages(args.image_file_ids ?? [], user.id),
        }),
        lang,
        request,
      ),
    cancelRefund: async ({ args, user, lang, request }) =>
      refundResponse(await cancelRefund(db, user.id, args.id), lang, request),
    getRefunds: async ({ args, user, lang, request }) => {
      const page = args?.page ?? 1;
      const pageSize = args?.page_size ?? REFUND_PAGE_SIZE;
      const { views, total } = await refundPage(db, user.id, { page, pageSize, state: args?.state });
      return {
        list: views.map((view) => refundResponse(view, lang, request)),
        page,
        page_size: pageSize,
        total,
        total_capped: false,
        has_more: page * pageSize < total,
      };
    },
    reviewRefund: async ({ args, user }) => {
      const { refund, approved, refundedMinor, awaitingSecondApproval } = await decideReturn(
        db,
        staffActorOf(user),
        args,
        config.staff,
      );
      return {
        id: refund.id,
        order_id: refund.orderId,
        status: awaitingSecondApproval
          ? ('in_review' as const)
          : approved
            ? ('approved' as const)
            : ('refused' as const),
        refund_amount_minor: refundedMinor,
        message: refund.staffMessage ?? '',
        decided_at: iso(refund.updatedAt),
      };
    },
  };
}
