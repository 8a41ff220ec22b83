import type { ArticleTemplate } from './article-template';

const buyersGuide: ArticleTemplate = {
  subject: 'category',
  title: {
    en: (c) => `A buyer's guide to ${c}`,
    zh: (c) => `${c}选购指南`,
    zhtw: (c) => `${c}選購指南`,
    es: (c) => `Guía de compra: ${c}`,
    jp: (c) => `${c}の選び方ガイド`,
    th: (c) => `คู่มือเลือกซื้อ${c}`,
  },
  summary: {
    en: () => 'What to look for before you buy, from materials to reviews.',
    zh: () => '从材质到评价，购买前需要关注什么。',
    zhtw: () => '從材質到評價，購買前需要注意什麼。',
    es: () => 'Qué mirar antes de comprar, de los materiales a las opiniones.',
    jp: () => '素材からレビューまで、購入前にチェックしたいポイント。',
    th: () => 'สิ่งที่ควรดูก่อนซื้อ ตั้งแต่วัสดุจนถึงรีวิว',
  },
  body: {
    en: (c) => [
      `Shopping for ${c}? Start with the product page: compare the description, the rating and what other shoppers say in their reviews.`,
      'Check the shop too. Verified shops show their rating and follower count, and you can chat with them before buying.',
      'Finally, remember that you have 7 days to return an item, so you can buy with confidence.',
    ],
    zh: (c) => [
      `想购买${c}？先看商品页面：对比描述、评分以及其他顾客的评价。`,
      '也要看看店铺。认证店铺会显示评分和粉丝数，购买前还可以与店铺沟通。',
      '最后别忘了，您有 7 天时间可以退货，购物更安心。',
    ],
    zhtw: (c) => [
      `想購買${c}？先看商品頁面：比較描述、評分以及其他顧客的評價。`,
      '也要看看商店。認證商店會顯示評分和粉絲數，購買前還可以與商店聯繫。',
      '最後別忘了，您有 7 天時間可以退貨，購物更安心。',
    ],
    es: (c) => [
      `¿Buscas ${c}? Empieza por la página del producto: compara la descripción, la valoración y lo que dicen otros compradores en sus opiniones.`,
      'Fíjate también en la tienda. Las tiendas verificadas muestran su valoración y sus seguidores, y puedes chatear con ellas antes de comprar.',
      'Y recuerda que tienes 7 días para devolver un artículo, así que puedes comprar con tranquilidad.',
    ],
    jp: (c) => [
      `${c}をお探しですか？まずは商品ページで説明、評価、ほかのお客様のレビューを比べてみましょう。`,
      'ショップもチェックしましょう。認定ショップには評価とフォロワー数が表示され、購入前にチャットで質問することもできます。',
      '商品は7日以内なら返品できるので、安心してお買い物いただけます。',
    ],
    th: (c) => [
      `กำลังมองหา${c}อยู่ใช่ไหม เริ่มจากหน้าสินค้า เปรียบเทียบรายละเอียด คะแนน และรีวิวจากผู้ซื้อคนอื่น`,
      'ดูร้านค้าด้วย ร้านที่ผ่านการยืนยันจะแสดงคะแนนและจำนวนผู้ติดตาม และคุณแชตสอบถามร้านก่อนซื้อได้',
      'สุดท้าย อย่าลืมว่าคุณคืนสินค้าได้ภายใน 7 วัน จึงซื้อได้อย่างมั่นใจ',
    ],
  },
};

const giftIdeas: ArticleTemplate = {
  subject: 'category',
  title: {
    en: (c) => `Gift ideas from ${c}`,
    zh: (c) => `${c}送礼灵感`,
    zhtw: (c) => `${c}送禮靈感`,
    es: (c) => `Ideas para regalar: ${c}`,
    jp: (c) => `${c}のギフトアイデア`,
    th: (c) => `ไอเดียของขวัญจากหมวด${c}`,
  },
  summary: {
    en: () => 'Thoughtful presents for every budget.',
    zh: () => '各种预算都能找到贴心礼物。',
    zhtw: () => '各種預算都能找到貼心禮物。',
    es: () => 'Regalos con detalle para todos los presupuestos.',
    jp: () => '予算に合わせて選べる、心のこもった贈り物。',
    th: () => 'ของขวัญดี ๆ สำหรับทุกงบประมาณ',
  },
  body: {
    en: (c) => [
      `Looking for a present? ${c} has something for every budget, from small surprises to special treats.`,
      'Use the price filter to stay within budget, and check the delivery estimate so your gift arrives on time.',
    ],
    zh: (c) => [
      `在找礼物吗？${c}分类里从小惊喜到特别好礼，各种预算都能找到合适的选择。`,
      '使用价格筛选控制预算，并留意预计送达时间，确保礼物准时送到。',
    ],
    zhtw: (c) => [
      `在找禮物嗎？${c}分類裡從小驚喜到特別好禮，各種預算都能找到合適的選擇。`,
      '使用價格篩選控制預算，並留意預計送達時間，確保禮物準時送達。',
    ],
    es: (c) => [
      `¿Buscas un regalo? En ${c} hay opciones para todos los presupuestos, desde pequeñas sorpresas hasta caprichos especiales.`,
      'Usa el filtro de precio para no salirte del presupuesto y revisa el plazo de entrega para que el regalo llegue a tiempo.',
    ],
    jp: (c) => [
      `プレゼントをお探しですか？${c}には、ちょっとしたサプライズから特別なご褒美まで、どんな予算にも合う商品がそろっています。`,
      '価格フィルターで予算内の商品を絞り込み、お届け予定日も確認して、ギフトが間に合うようにしましょう。',
    ],
    th: (c) => [
      `กำลังหาของขวัญอยู่ใช่ไหม หมวด${c}มีตัวเลือกสำหรับทุกงบ ตั้งแต่เซอร์ไพรส์เล็ก ๆ ไปจนถึงของขวัญพิเศษ`,
      'ใช้ตัวกรองราคาเพื่อคุมงบ และตรวจสอบเวลาจัดส่งโดยประมาณเพื่อให้ของขวัญถึงทันเวลา',
    ],
  },
};

const payWithCrypto: ArticleTemplate = {
  subject: 'none',
  title: {
    en: () => 'Paying with crypto on Mall, step by step',
    zh: () => '在 Mall 使用加密货币支付：分步指南',
    zhtw: () => '在 Mall 使用加密貨幣付款：逐步教學',
    es: () => 'Pagar con criptomonedas en Mall, paso a paso',
    jp: () => 'Mall で暗号資産を使って支払う方法',
    th: () => 'วิธีจ่ายด้วยคริปโตบน Mall ทีละขั้นตอน',
  },
  summary: {
    en: () => 'How to top up your wallet with USDT, ETH or BTC.',
    zh: () => '如何使用 USDT、ETH 或 BTC 为钱包充值。',
    zhtw: () => '如何使用 USDT、ETH 或 BTC 為錢包儲值。',
    es: () => 'Cómo recargar tu monedero con USDT, ETH o BTC.',
    jp: () => 'USDT・ETH・BTC でウォレットにチャージする手順。',
    th: () => 'วิธีเติมเงินเข้ากระเป๋าด้วย USDT, ETH หรือ BTC',
  },
  body: {
    en: () => [
      '1. Open your wallet and choose Top up. Pick USDT, ETH or BTC and copy the deposit address.',
      '2. Send the amount from your own crypto wallet and keep the transaction id.',
      '3. Back on Mall, enter the amount, the transaction id and a screenshot of the transfer. Once our team confirms it, your balance is credited and you can pay for orders instantly.',
    ],
    zh: () => [
      '1. 打开钱包，选择“充值”。选择 USDT、ETH 或 BTC，并复制充值地址。',
      '2. 从您自己的加密钱包转出相应金额，并保存交易哈希。',
      '3. 回到 Mall，填写金额、交易哈希并上传转账截图。我们的团队确认后即为您入账，您就可以立即用余额支付订单。',
    ],
    zhtw: () => [
      '1. 開啟錢包，選擇「儲值」。選擇 USDT、ETH 或 BTC，並複製儲值地址。',
      '2. 從您自己的加密錢包轉出相應金額，並保存交易雜湊值。',
      '3. 回到 Mall，填寫金額、交易雜湊值並上傳轉帳截圖。我們的團隊確認後即為您入帳，您就能立即用餘額支付訂單。',
    ],
    es: () => [
      '1. Abre tu monedero y elige Recargar. Selecciona USDT, ETH o BTC y copia la dirección de depósito.',
      '2. Envía el importe desde tu propio monedero de criptomonedas y guarda el id de la transacción.',
      '3. De vuelta en Mall, indica el importe, el id de la transacción y una captura de la transferencia. En cuanto nuestro equipo la confirme, se abonará tu saldo y podrás pagar tus pedidos al instante.',
    ],
    jp: () => [
      '1. ウォレットを開き「チャージ」を選択します。USDT・ETH・BTC から選び、入金アドレスをコピーします。',
      '2. ご自身の暗号資産ウォレットから送金し、トランザクションIDを控えておきます。',
      '3. Mall に戻り、金額、トランザクションID、送金画面のスクリーンショットを入力します。担当チームが確認すると残高に反映され、すぐに注文の支払いに使えます。',
    ],
    th: () => [
      '1. เปิดกระเป๋าเงินแล้วเลือก "เติมเงิน" เลือก USDT, ETH หรือ BTC แล้วคัดลอกที่อยู่สำหรับฝาก',
      '2. โอนเงินจากกระเป๋าคริปโตของคุณ และเก็บรหัสธุรกรรมไว้',
      '3. กลับมาที่ Mall กรอกจำนวนเงิน รหัสธุรกรรม และแนบภาพหน้าจอการโอน เมื่อทีมงานยืนยันแล้ว ยอดเงินจะเข้ากระเป๋าและใช้ชำระคำสั่งซื้อได้ทันที',
    ],
  },
};

const returnsExplained: ArticleTemplate = {
  subject: 'none',
  title: {
    en: () => 'How our 7-day returns work',
    zh: () => '7 天退货流程说明',
    zhtw: () => '7 天退貨流程說明',
    es: () => 'Cómo funcionan nuestras devoluciones en 7 días',
    jp: () => '7日間返品のしくみ',
    th: () => 'ขั้นตอนการคืนสินค้าภายใน 7 วัน',
  },
  summary: {
    en: () => 'Changed your mind? Here is what to do.',
    zh: () => '改变主意了？请按以下步骤操作。',
    zhtw: () => '改變主意了？請依以下步驟操作。',
    es: () => '¿Has cambiado de opinión? Esto es lo que tienes que hacer.',
    jp: () => '気が変わったときの手続きをご案内します。',
    th: () => 'เปลี่ยนใจใช่ไหม ทำตามขั้นตอนนี้ได้เลย',
  },
  body: {
    en: () => [
      'You can ask for a return within 7 days of delivery. Open Purchase history, choose the order and tap Refund next to the item.',
      'The shop reviews your request and tells you where to send the item. Once it arrives in its original condition, the refund goes back to your wallet or original payment method.',
    ],
    zh: () => [
      '签收后 7 天内均可申请退货。打开“购买记录”，选择订单，点击商品旁的“退款”。',
      '店铺会审核您的申请并告知退货地址。商品完好寄达后，退款将退回您的钱包或原支付方式。',
    ],
    zhtw: () => [
      '簽收後 7 天內皆可申請退貨。開啟「購買紀錄」，選擇訂單，點選商品旁的「退款」。',
      '商店會審核您的申請並告知退貨地址。商品完好寄達後，退款將退回您的錢包或原付款方式。',
    ],
    es: () => [
      'Puedes solicitar una devolución en los 7 días siguientes a la entrega. Abre el historial de compras, elige el pedido y pulsa Reembolso junto al artículo.',
      'La tienda revisa la solicitud y te indica adónde enviar el artículo. Cuando llegue en su estado original, el reembolso se abonará en tu monedero o en el método de pago original.',
    ],
    jp: () => [
      '商品到着から7日以内であれば返品を申請できます。「購入履歴」から注文を選び、商品の横にある「返金」をタップしてください。',
      'ショップが申請を確認し、返送先をお知らせします。商品が元の状態で届くと、ウォレットまたは元のお支払い方法に返金されます。',
    ],
    th: () => [
      'คุณขอคืนสินค้าได้ภายใน 7 วันหลังได้รับสินค้า เปิด "ประวัติการซื้อ" เลือกคำสั่งซื้อ แล้วแตะ "ขอคืนเงิน" ข้างสินค้า',
      'ร้านค้าจะตรวจสอบคำขอและแจ้งที่อยู่สำหรับส่งคืน เมื่อสินค้าถึงร้านในสภาพเดิม เงินจะคืนเข้ากระเป๋าหรือช่องทางชำระเงินเดิมของคุณ',
    ],
  },
};

/** Twelve blog posts, newest first. */
export const blogPlan: readonly ArticleTemplate[] = [
  buyersGuide,
  giftIdeas,
  payWithCrypto,
  buyersGuide,
  giftIdeas,
  returnsExplained,
  buyersGuide,
  giftIdeas,
  buyersGuide,
  giftIdeas,
  buyersGuide,
  giftIdeas,
];
