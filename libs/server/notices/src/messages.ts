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
} as const satisfies Record<string, NoticeMessage>;

export type NoticeKey = keyof typeof noticeMessages;
