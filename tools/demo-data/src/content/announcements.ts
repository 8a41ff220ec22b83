import type { W6 } from '../localise';

/** Five site announcements, newest first: title and plain-text body. */
export const announcementTexts: readonly { title: W6; body: W6 }[] = [
  {
    title: [
      'Stay safe: we never ask for your password',
      '安全提醒：我们绝不会索要您的密码',
      '安全提醒：我們絕不會索取您的密碼',
      'Seguridad: nunca te pediremos tu contraseña',
      'ご注意：パスワードをお尋ねすることはありません',
      'ข้อควรระวัง: เราไม่เคยขอรหัสผ่านของคุณ',
    ],
    body: [
      'Mall staff will never ask for your password or payment details by chat or email. Report suspicious messages to support@mall.example.',
      'Mall 工作人员绝不会通过聊天或邮件索要您的密码或支付信息。如收到可疑消息，请报告至 support@mall.example。',
      'Mall 工作人員絕不會透過聊天或電子郵件索取您的密碼或付款資訊。如收到可疑訊息，請回報至 support@mall.example。',
      'El personal de Mall nunca te pedirá tu contraseña ni tus datos de pago por chat o correo. Informa de cualquier mensaje sospechoso a support@mall.example.',
      'Mall のスタッフがチャットやメールでパスワードや支払い情報をお尋ねすることは一切ありません。不審なメッセージは support@mall.example までご報告ください。',
      'เจ้าหน้าที่ Mall จะไม่ขอรหัสผ่านหรือข้อมูลการชำระเงินทางแชตหรืออีเมล หากพบข้อความน่าสงสัย โปรดแจ้ง support@mall.example',
    ],
  },
  {
    title: [
      'Holiday shipping schedule',
      '节假日发货安排',
      '節日出貨安排',
      'Calendario de envíos en fiestas',
      '年末年始の配送スケジュール',
      'กำหนดการจัดส่งช่วงวันหยุด',
    ],
    body: [
      'Orders placed after 20 December may arrive after the New Year. Sellers will show updated delivery estimates.',
      '12 月 20 日之后下的订单可能在新年后送达，卖家会更新预计送达时间。',
      '12 月 20 日之後下的訂單可能在新年後送達，賣家會更新預計送達時間。',
      'Los pedidos realizados después del 20 de diciembre podrían llegar después de Año Nuevo. Los vendedores mostrarán los plazos actualizados.',
      '12月20日以降のご注文は、お届けが年明けになる場合があります。各ショップが最新のお届け予定を表示します。',
      'คำสั่งซื้อหลังวันที่ 20 ธันวาคมอาจได้รับหลังปีใหม่ ผู้ขายจะแสดงเวลาจัดส่งโดยประมาณที่อัปเดตแล้ว',
    ],
  },
  {
    title: [
      'Scheduled maintenance on Sunday',
      '周日例行维护',
      '週日例行維護',
      'Mantenimiento programado el domingo',
      '日曜日の定期メンテナンスのお知らせ',
      'ปิดปรับปรุงระบบตามกำหนดในวันอาทิตย์',
    ],
    body: [
      'The site may be slow for up to 30 minutes from 02:00 UTC on Sunday. Orders and payments are not affected.',
      '周日 UTC 02:00 起，网站可能有最长 30 分钟访问较慢，订单与支付不受影响。',
      '週日 UTC 02:00 起，網站可能有最長 30 分鐘較為緩慢，訂單與付款不受影響。',
      'El domingo, a partir de las 02:00 UTC, el sitio puede ir lento durante un máximo de 30 minutos. Los pedidos y pagos no se ven afectados.',
      '日曜日 02:00（UTC）から最大30分間、サイトの動作が遅くなる場合があります。注文とお支払いには影響ありません。',
      'วันอาทิตย์ตั้งแต่เวลา 02:00 UTC เว็บไซต์อาจช้าลงได้นานสูงสุด 30 นาที คำสั่งซื้อและการชำระเงินไม่ได้รับผลกระทบ',
    ],
  },
  {
    title: [
      'Wallet top-ups with USDT, ETH and BTC',
      '支持 USDT、ETH、BTC 钱包充值',
      '支援 USDT、ETH、BTC 錢包儲值',
      'Recargas del monedero con USDT, ETH y BTC',
      'USDT・ETH・BTC でのウォレットチャージに対応',
      'เติมเงินเข้ากระเป๋าด้วย USDT, ETH และ BTC',
    ],
    body: [
      'Top-ups are reviewed by our team, usually within a few hours. The minimum top-up is 100.',
      '充值由我们的团队审核，通常在几小时内完成。最低充值金额为 100。',
      '儲值由我們的團隊審核，通常在幾小時內完成。最低儲值金額為 100。',
      'Nuestro equipo revisa las recargas, normalmente en unas horas. La recarga mínima es de 100.',
      'チャージは担当チームが確認し、通常は数時間以内に反映されます。最低チャージ額は100です。',
      'ทีมงานจะตรวจสอบการเติมเงิน โดยปกติภายในไม่กี่ชั่วโมง ยอดเติมเงินขั้นต่ำคือ 100',
    ],
  },
  {
    title: [
      'Welcome to Mall',
      '欢迎来到 Mall',
      '歡迎來到 Mall',
      'Te damos la bienvenida a Mall',
      'Mall へようこそ',
      'ยินดีต้อนรับสู่ Mall',
    ],
    body: [
      'Browse products from 30 shops in six languages, and pay by wallet, bank card or cash on delivery.',
      '用六种语言浏览来自 30 家店铺的商品，支持钱包余额、银行卡和货到付款。',
      '以六種語言瀏覽來自 30 家商店的商品，支援錢包餘額、銀行卡和貨到付款。',
      'Explora productos de 30 tiendas en seis idiomas y paga con tu monedero, con tarjeta o contra reembolso.',
      '30のショップの商品を6言語で閲覧でき、ウォレット残高・銀行カード・代金引換でお支払いいただけます。',
      'เลือกชมสินค้าจาก 30 ร้านค้าได้ 6 ภาษา ชำระด้วยกระเป๋าเงิน บัตรธนาคาร หรือเก็บเงินปลายทาง',
    ],
  },
];
