import { type Language, type MessageParams, renderMessage, type Translations } from '@mall/server-core';
import type { LedgerJournalKind } from './tables';

/** How each kind of statement entry describes itself; the English ones are the remarks journals store. */
export const remarkMessages = {
  recharge: {
    en: 'top-up {id} ({wallet})',
    zh: '充值 {id}（{wallet}）',
    zhtw: '儲值 {id}（{wallet}）',
    es: 'recarga {id} ({wallet})',
    jp: 'チャージ {id}（{wallet}）',
    th: 'เติมเงิน {id} ({wallet})',
  },
  card_recharge: {
    en: 'card top-up {id} (•••• {last4})',
    zh: '银行卡充值 {id}（•••• {last4}）',
    zhtw: '信用卡儲值 {id}（•••• {last4}）',
    es: 'recarga con tarjeta {id} (•••• {last4})',
    jp: 'カードチャージ {id}（•••• {last4}）',
    th: 'เติมเงินด้วยบัตร {id} (•••• {last4})',
  },
  order: {
    en: 'order {id}',
    zh: '订单 {id}',
    zhtw: '訂單 {id}',
    es: 'pedido {id}',
    jp: '注文 {id}',
    th: 'คำสั่งซื้อ {id}',
  },
  refund: {
    en: 'refund {id}',
    zh: '退款 {id}',
    zhtw: '退款 {id}',
    es: 'reembolso {id}',
    jp: '返金 {id}',
    th: 'คืนเงิน {id}',
  },
  withdrawal_hold: {
    en: 'withdrawal {id} to {wallet} {address}',
    zh: '提现 {id} 至 {wallet} {address}',
    zhtw: '提領 {id} 至 {wallet} {address}',
    es: 'retiro {id} a {wallet} {address}',
    jp: '出金 {id}（{wallet} {address} へ）',
    th: 'ถอนเงิน {id} ไปยัง {wallet} {address}',
  },
  withdrawal_recalled: {
    en: 'withdrawal {id} recalled',
    zh: '提现 {id} 已撤回',
    zhtw: '提領 {id} 已撤回',
    es: 'retiro {id} cancelado',
    jp: '出金 {id} を取り消しました',
    th: 'ยกเลิกการถอนเงิน {id}',
  },
  withdrawal_refused: {
    en: 'withdrawal {id} refused',
    zh: '提现 {id} 被拒绝',
    zhtw: '提領 {id} 被拒絕',
    es: 'retiro {id} rechazado',
    jp: '出金 {id} が却下されました',
    th: 'การถอนเงิน {id} ถูกปฏิเสธ',
  },
  merchant_transfer: {
    en: 'to shop {shop}',
    zh: '转入店铺 {shop}',
    zhtw: '轉入店鋪 {shop}',
    es: 'a la tienda {shop}',
    jp: 'ショップ「{shop}」へ',
    th: 'โอนไปยังร้าน {shop}',
  },
} as const satisfies Record<string, Translations>;

type RemarkKey = keyof typeof remarkMessages;

interface RemarkMessage {
  key: RemarkKey;
  params: MessageParams;
}

/** What an entry's remark says: a catalogue message, or the journal's stored text when none describes it. */
export type Remark = RemarkMessage | string;

/** A journal with its reference and what the referenced top-up, withdrawal or shop says about it. */
export interface RemarkSource {
  kind: LedgerJournalKind;
  remark: string;
  reference_type: string | null;
  reference_id: number | null;
  recharge_wallet: string | null;
  card_last4: string | null;
  withdrawal_wallet: string | null;
  withdrawal_address: string | null;
  withdrawal_state: string | null;
  shop_name: string | null;
}

function messageOf(source: RemarkSource): RemarkMessage | null {
  const id = source.reference_id;
  if (id === null) return null;
  switch (source.kind) {
    case 'recharge_reviewed':
      return source.recharge_wallet === null
        ? null
        : { key: 'recharge', params: { id, wallet: source.recharge_wallet } };
    case 'card_recharge':
      return source.card_last4 === null
        ? null
        : { key: 'card_recharge', params: { id, last4: source.card_last4 } };
    case 'order_payment':
      return { key: 'order', params: { id } };
    case 'refund':
      return { key: source.reference_type === 'refund' ? 'refund' : 'order', params: { id } };
    case 'withdrawal_hold':
      return source.withdrawal_wallet === null || source.withdrawal_address === null
        ? null
        : {
            key: 'withdrawal_hold',
            params: { id, wallet: source.withdrawal_wallet, address: source.withdrawal_address },
          };
    case 'withdrawal_release':
      return {
        key: source.withdrawal_state === 'failed' ? 'withdrawal_refused' : 'withdrawal_recalled',
        params: { id },
      };
    case 'merchant_transfer':
      return source.shop_name === null
        ? null
        : { key: 'merchant_transfer', params: { shop: source.shop_name } };
    default:
      // A credit's remark is whatever its caller wrote (demo data, operators): shown as written.
      return null;
  }
}

/** The remark of a statement entry, rendered later in the reader's language. */
export const remarkOf = (source: RemarkSource): Remark =>
  messageOf(source) ??
  (source.remark || (source.reference_type ? `${source.reference_type} ${source.reference_id}` : ''));

export const renderRemark = (remark: Remark, lang: Language): string =>
  typeof remark === 'string' ? remark : renderMessage(remarkMessages[remark.key], lang, remark.params);
