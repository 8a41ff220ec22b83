import type { Translations } from '@mall/server-core';

/** A notice's title and content; `{message}` is what a staff member typed, shown as typed. */
export interface NoticeMessage {
  title: Translations;
  content: Translations;
}

const asTyped = (placeholder: string): Translations => ({
  en: placeholder,
  zh: placeholder,
  zhtw: placeholder,
  es: placeholder,
  jp: placeholder,
  th: placeholder,
});

const staffMessage = asTyped('{message}');
const productName = asTyped('{product}');
const productWithStaffMessage: Translations = {
  en: '{product}: {message}',
  zh: '{product}：{message}',
  zhtw: '{product}：{message}',
  es: '{product}: {message}',
  jp: '{product}：{message}',
  th: '{product}: {message}',
};

const productApproved: Translations = {
  en: 'Product approved',
  zh: '商品已通过审核',
  zhtw: '商品已通過審核',
  es: 'Producto aprobado',
  jp: '商品が承認されました',
  th: 'สินค้าได้รับการอนุมัติแล้ว',
};
const productRefused: Translations = {
  en: 'Product refused',
  zh: '商品未通过审核',
  zhtw: '商品未通過審核',
  es: 'Producto rechazado',
  jp: '商品が却下されました',
  th: 'สินค้าถูกปฏิเสธ',
};

const orderCancelled: Translations = {
  en: 'Order cancelled',
  zh: '订单已取消',
  zhtw: '訂單已取消',
  es: 'Pedido cancelado',
  jp: 'ご注文がキャンセルされました',
  th: 'ยกเลิกคำสั่งซื้อแล้ว',
};

/** Every notice the server sends, by key: the notice table keeps the key and its parameters, not the text. */
export const noticeMessages = {
  'product.submitted': {
    title: {
      en: 'Product submitted for review',
      zh: '商品已提交审核',
      zhtw: '商品已提交審核',
      es: 'Producto enviado a revisión',
      jp: '商品を審査に提出しました',
      th: 'ส่งสินค้าเข้ารับการตรวจสอบแล้ว',
    },
    content: productName,
  },
  'product.approved': { title: productApproved, content: productName },
  'product.approved_with_message': { title: productApproved, content: productWithStaffMessage },
  'product.refused': { title: productRefused, content: productName },
  'product.refused_with_message': { title: productRefused, content: productWithStaffMessage },
  'seller_application.accepted': {
    title: {
      en: 'Seller application accepted',
      zh: '卖家申请已通过',
      zhtw: '賣家申請已通過',
      es: 'Solicitud de vendedor aceptada',
      jp: '出品者申請が承認されました',
      th: 'ใบสมัครผู้ขายได้รับการอนุมัติแล้ว',
    },
    content: staffMessage,
  },
  'seller_application.refused': {
    title: {
      en: 'Seller application refused',
      zh: '卖家申请未通过',
      zhtw: '賣家申請未通過',
      es: 'Solicitud de vendedor rechazada',
      jp: '出品者申請が却下されました',
      th: 'ใบสมัครผู้ขายถูกปฏิเสธ',
    },
    content: staffMessage,
  },
  'shop_registration.approved': {
    title: {
      en: 'Shop registration approved',
      zh: '店铺注册已通过',
      zhtw: '店鋪註冊已通過',
      es: 'Registro de tienda aprobado',
      jp: 'ショップ登録が承認されました',
      th: 'การลงทะเบียนร้านค้าได้รับการอนุมัติแล้ว',
    },
    content: staffMessage,
  },
  'shop_registration.refused': {
    title: {
      en: 'Shop registration refused',
      zh: '店铺注册未通过',
      zhtw: '店鋪註冊未通過',
      es: 'Registro de tienda rechazado',
      jp: 'ショップ登録が却下されました',
      th: 'การลงทะเบียนร้านค้าถูกปฏิเสธ',
    },
    content: staffMessage,
  },
  'payment_settings.changed': {
    title: {
      en: 'Payment settings changed',
      zh: '收款设置已更改',
      zhtw: '收款設定已變更',
      es: 'Configuración de cobros modificada',
      jp: '支払い設定が変更されました',
      th: 'มีการเปลี่ยนแปลงการตั้งค่าการรับเงิน',
    },
    content: {
      en: 'Your payout settings were changed. If you did not do this, change your password now.',
      zh: '您的收款设置已被更改。如果不是您本人操作，请立即修改密码。',
      zhtw: '您的收款設定已被變更。如果不是您本人操作，請立即變更密碼。',
      es: 'Se ha modificado tu configuración de cobros. Si no has sido tú, cambia tu contraseña ahora.',
      jp: '出金設定が変更されました。お心当たりがない場合は、今すぐパスワードを変更してください。',
      th: 'การตั้งค่าการรับเงินของคุณถูกเปลี่ยนแปลง หากคุณไม่ได้ดำเนินการนี้ โปรดเปลี่ยนรหัสผ่านทันที',
    },
  },
  'recharge.submitted': {
    title: {
      en: 'Top-up submitted',
      zh: '充值已提交',
      zhtw: '儲值已提交',
      es: 'Recarga enviada',
      jp: 'チャージを申請しました',
      th: 'ส่งคำขอเติมเงินแล้ว',
    },
    content: {
      en: 'Your top-up of {wallet} is waiting for review.',
      zh: '您的 {wallet} 充值正在等待审核。',
      zhtw: '您的 {wallet} 儲值正在等待審核。',
      es: 'Tu recarga de {wallet} está pendiente de revisión.',
      jp: '{wallet} のチャージは審査待ちです。',
      th: 'การเติมเงิน {wallet} ของคุณกำลังรอการตรวจสอบ',
    },
  },
  'recharge.approved': {
    title: {
      en: 'Top-up approved',
      zh: '充值已通过',
      zhtw: '儲值已通過',
      es: 'Recarga aprobada',
      jp: 'チャージが承認されました',
      th: 'การเติมเงินได้รับการอนุมัติแล้ว',
    },
    content: staffMessage,
  },
  'recharge.refused': {
    title: {
      en: 'Top-up refused',
      zh: '充值被拒绝',
      zhtw: '儲值被拒絕',
      es: 'Recarga rechazada',
      jp: 'チャージが却下されました',
      th: 'การเติมเงินถูกปฏิเสธ',
    },
    content: staffMessage,
  },
  'withdrawal.paid_out': {
    title: {
      en: 'Withdrawal paid out',
      zh: '提现已支付',
      zhtw: '提領已撥付',
      es: 'Retiro pagado',
      jp: '出金が完了しました',
      th: 'จ่ายเงินที่ถอนแล้ว',
    },
    content: staffMessage,
  },
  'withdrawal.refused': {
    title: {
      en: 'Withdrawal refused',
      zh: '提现被拒绝',
      zhtw: '提領被拒絕',
      es: 'Retiro rechazado',
      jp: '出金が却下されました',
      th: 'คำขอถอนเงินถูกปฏิเสธ',
    },
    content: staffMessage,
  },
  // Mall's additions beyond the spec's types: orders (600) and returns (700).
  'order.paid': {
    title: {
      en: 'Order paid',
      zh: '订单已支付',
      zhtw: '訂單已付款',
      es: 'Pedido pagado',
      jp: 'ご注文の支払いが完了しました',
      th: 'ชำระเงินคำสั่งซื้อแล้ว',
    },
    content: {
      en: 'Order {order} is paid. {shop} will ship it soon.',
      zh: '订单 {order} 已支付，{shop} 将尽快发货。',
      zhtw: '訂單 {order} 已付款，{shop} 將盡快出貨。',
      es: 'El pedido {order} está pagado. {shop} lo enviará pronto.',
      jp: 'ご注文 {order} の支払いが完了しました。{shop} がまもなく発送します。',
      th: 'คำสั่งซื้อ {order} ชำระเงินแล้ว {shop} จะจัดส่งเร็ว ๆ นี้',
    },
  },
  'order.new_paid': {
    title: {
      en: 'New order to ship',
      zh: '有新订单待发货',
      zhtw: '有新訂單待出貨',
      es: 'Nuevo pedido por enviar',
      jp: '発送待ちの新しい注文',
      th: 'มีคำสั่งซื้อใหม่รอจัดส่ง',
    },
    content: {
      en: 'Order {order} was paid. Ship it from the seller panel.',
      zh: '订单 {order} 已付款，请在卖家中心发货。',
      zhtw: '訂單 {order} 已付款，請在賣家中心出貨。',
      es: 'El pedido {order} se ha pagado. Envíalo desde el panel de vendedor.',
      jp: '注文 {order} の支払いが完了しました。出品者パネルから発送してください。',
      th: 'คำสั่งซื้อ {order} ชำระเงินแล้ว จัดส่งได้จากแผงผู้ขาย',
    },
  },
  'order.shipped': {
    title: {
      en: 'Order shipped',
      zh: '订单已发货',
      zhtw: '訂單已出貨',
      es: 'Pedido enviado',
      jp: 'ご注文を発送しました',
      th: 'จัดส่งคำสั่งซื้อแล้ว',
    },
    content: {
      en: 'Order {order} is on its way with {carrier}, tracking number {log_sn}.',
      zh: '订单 {order} 已由 {carrier} 发出，运单号 {log_sn}。',
      zhtw: '訂單 {order} 已由 {carrier} 寄出，追蹤號碼 {log_sn}。',
      es: 'El pedido {order} va en camino con {carrier}, número de seguimiento {log_sn}.',
      jp: 'ご注文 {order} は {carrier} で発送されました。追跡番号 {log_sn}。',
      th: 'คำสั่งซื้อ {order} กำลังจัดส่งโดย {carrier} หมายเลขติดตามพัสดุ {log_sn}',
    },
  },
  'order.delivered': {
    title: {
      en: 'Order delivered',
      zh: '订单已送达',
      zhtw: '訂單已送達',
      es: 'Pedido entregado',
      jp: 'ご注文が配達されました',
      th: 'จัดส่งคำสั่งซื้อถึงแล้ว',
    },
    content: {
      en: 'Order {order} was delivered. Confirm receipt once everything is right.',
      zh: '订单 {order} 已送达，确认无误后请确认收货。',
      zhtw: '訂單 {order} 已送達，確認無誤後請確認收貨。',
      es: 'El pedido {order} se ha entregado. Confirma la recepción cuando todo esté bien.',
      jp: 'ご注文 {order} が配達されました。内容に問題がなければ受け取りを確認してください。',
      th: 'คำสั่งซื้อ {order} จัดส่งถึงแล้ว โปรดยืนยันการรับสินค้าเมื่อทุกอย่างเรียบร้อย',
    },
  },
  'order.cancelled_by_you': {
    title: orderCancelled,
    content: {
      en: 'Order {order} was cancelled at your request.',
      zh: '订单 {order} 已按您的要求取消。',
      zhtw: '訂單 {order} 已依您的要求取消。',
      es: 'El pedido {order} se canceló a petición tuya.',
      jp: 'ご注文 {order} はお客様のご依頼によりキャンセルされました。',
      th: 'คำสั่งซื้อ {order} ถูกยกเลิกตามคำขอของคุณ',
    },
  },
  'order.cancelled_by_you_with_reason': {
    title: orderCancelled,
    content: {
      en: 'Order {order} was cancelled at your request: {reason}',
      zh: '订单 {order} 已按您的要求取消：{reason}',
      zhtw: '訂單 {order} 已依您的要求取消：{reason}',
      es: 'El pedido {order} se canceló a petición tuya: {reason}',
      jp: 'ご注文 {order} はお客様のご依頼によりキャンセルされました：{reason}',
      th: 'คำสั่งซื้อ {order} ถูกยกเลิกตามคำขอของคุณ: {reason}',
    },
  },
  'order.cancelled_by_staff': {
    title: orderCancelled,
    content: {
      en: 'Order {order} was cancelled by Mall staff: {reason}',
      zh: '订单 {order} 已被平台工作人员取消：{reason}',
      zhtw: '訂單 {order} 已被平台工作人員取消：{reason}',
      es: 'El personal de Mall canceló el pedido {order}: {reason}',
      jp: 'ご注文 {order} は Mall のスタッフによりキャンセルされました：{reason}',
      th: 'คำสั่งซื้อ {order} ถูกยกเลิกโดยเจ้าหน้าที่ Mall: {reason}',
    },
  },
  'order.auto_cancelled': {
    title: orderCancelled,
    content: {
      en: 'Order {order} was cancelled because it was not paid in time. Its items are back on sale.',
      zh: '订单 {order} 因未按时支付已自动取消，商品已重新上架。',
      zhtw: '訂單 {order} 因未按時付款已自動取消，商品已重新上架。',
      es: 'El pedido {order} se canceló porque no se pagó a tiempo. Sus artículos vuelven a estar a la venta.',
      jp: 'ご注文 {order} は期限内にお支払いがなかったため自動キャンセルされました。商品は再販売されています。',
      th: 'คำสั่งซื้อ {order} ถูกยกเลิกเพราะไม่ได้ชำระเงินตามเวลา สินค้ากลับมาวางขายแล้ว',
    },
  },
  'refund.requested': {
    title: {
      en: 'Return requested',
      zh: '买家申请退货',
      zhtw: '買家申請退貨',
      es: 'Devolución solicitada',
      jp: '返品の申請がありました',
      th: 'มีคำขอคืนสินค้า',
    },
    content: {
      en: 'A buyer asked to return {product} from order {order}. Mall staff will decide.',
      zh: '买家申请退回订单 {order} 中的 {product}，平台工作人员将进行审核。',
      zhtw: '買家申請退回訂單 {order} 中的 {product}，平台工作人員將進行審核。',
      es: 'Un comprador pidió devolver {product} del pedido {order}. El personal de Mall decidirá.',
      jp: '購入者が注文 {order} の {product} の返品を申請しました。Mall のスタッフが判断します。',
      th: 'ผู้ซื้อขอคืน {product} จากคำสั่งซื้อ {order} เจ้าหน้าที่ Mall จะเป็นผู้พิจารณา',
    },
  },
  'refund.refunded': {
    title: {
      en: 'Return approved and refunded',
      zh: '退货已通过并退款',
      zhtw: '退貨已通過並退款',
      es: 'Devolución aprobada y reembolsada',
      jp: '返品が承認され、返金されました',
      th: 'อนุมัติการคืนสินค้าและคืนเงินแล้ว',
    },
    content: {
      en: '{product} from order {order}: the refund is in your wallet.',
      zh: '订单 {order} 中的 {product}：退款已退回您的钱包。',
      zhtw: '訂單 {order} 中的 {product}：退款已退回您的錢包。',
      es: '{product} del pedido {order}: el reembolso está en tu monedero.',
      jp: '注文 {order} の {product}：返金はウォレットに入金されました。',
      th: '{product} จากคำสั่งซื้อ {order}: เงินคืนเข้ากระเป๋าเงินของคุณแล้ว',
    },
  },
  'refund.refused': {
    title: {
      en: 'Return refused',
      zh: '退货未通过',
      zhtw: '退貨未通過',
      es: 'Devolución rechazada',
      jp: '返品が却下されました',
      th: 'คำขอคืนสินค้าถูกปฏิเสธ',
    },
    content: productWithStaffMessage,
  },
  'followed_shop.product_published': {
    title: {
      en: 'New from {shop}',
      zh: '{shop} 上新了',
      zhtw: '{shop} 上新了',
      es: 'Novedad de {shop}',
      jp: '{shop} の新着商品',
      th: 'สินค้าใหม่จาก {shop}',
    },
    content: {
      en: '{shop}, a shop you follow, has a new product: {product}.',
      zh: '您关注的店铺 {shop} 上架了新商品：{product}。',
      zhtw: '您追蹤的商店 {shop} 上架了新商品：{product}。',
      es: '{shop}, una tienda que sigues, tiene un producto nuevo: {product}.',
      jp: 'フォロー中のショップ {shop} に新しい商品が登場しました：{product}。',
      th: '{shop} ร้านค้าที่คุณติดตาม มีสินค้าใหม่: {product}',
    },
  },
} as const satisfies Record<string, NoticeMessage>;

export type NoticeKey = keyof typeof noticeMessages;
