import type { ArticleTemplate } from './article-template';

const brandStore: ArticleTemplate = {
  subject: 'brand',
  title: {
    en: (b) => `${b} opens its official store on Mall`,
    zh: (b) => `${b}官方旗舰店入驻 Mall`,
    zhtw: (b) => `${b}官方旗艦店進駐 Mall`,
    es: (b) => `${b} abre su tienda oficial en Mall`,
    jp: (b) => `${b}の公式ストアが Mall にオープン`,
    th: (b) => `${b} เปิดร้านค้าทางการบน Mall`,
  },
  summary: {
    en: (b) => `Genuine ${b} products, shipped by verified sellers with 7-day returns.`,
    zh: (b) => `${b}正品，由认证卖家发货，支持 7 天退货。`,
    zhtw: (b) => `${b}正品，由認證賣家出貨，享 7 天退貨。`,
    es: (b) =>
      `Productos originales de ${b}, enviados por vendedores verificados y con devoluciones en 7 días.`,
    jp: (b) => `${b}の正規品を認定ショップが発送。7日間返品可能です。`,
    th: (b) => `สินค้าแท้จาก ${b} จัดส่งโดยผู้ขายที่ผ่านการยืนยัน คืนสินค้าได้ภายใน 7 วัน`,
  },
  body: {
    en: (b) => [
      `${b} is now on Mall with an official store. Every item is genuine and ships from a verified seller.`,
      `To celebrate, selected ${b} products are discounted this week. Follow the brand page to hear about new arrivals first.`,
    ],
    zh: (b) => [
      `${b}已在 Mall 开设官方旗舰店，所有商品均为正品，由认证卖家发货。`,
      `为庆祝入驻，本周部分${b}商品限时优惠。关注品牌页面，第一时间获取新品消息。`,
    ],
    zhtw: (b) => [
      `${b}已在 Mall 開設官方旗艦店，所有商品皆為正品，由認證賣家出貨。`,
      `為慶祝進駐，本週部分${b}商品限時優惠。追蹤品牌頁面，第一時間掌握新品消息。`,
    ],
    es: (b) => [
      `${b} ya tiene tienda oficial en Mall. Todos los artículos son originales y los envía un vendedor verificado.`,
      `Para celebrarlo, algunos productos de ${b} tienen descuento esta semana. Sigue la página de la marca para enterarte antes que nadie de las novedades.`,
    ],
    jp: (b) => [
      `${b}が Mall に公式ストアをオープンしました。すべて正規品で、認定ショップから発送されます。`,
      `オープンを記念して、今週は${b}の対象商品がお得になります。ブランドページをフォローして新作情報をいち早くチェックしましょう。`,
    ],
    th: (b) => [
      `${b} เปิดร้านค้าทางการบน Mall แล้ว สินค้าทุกชิ้นเป็นของแท้และจัดส่งโดยผู้ขายที่ผ่านการยืนยัน`,
      `เพื่อเป็นการฉลอง สินค้า ${b} บางรายการลดราคาในสัปดาห์นี้ กดติดตามหน้าแบรนด์เพื่อรับข่าวสินค้าใหม่ก่อนใคร`,
    ],
  },
};

const newArrivals: ArticleTemplate = {
  subject: 'category',
  title: {
    en: (c) => `New arrivals in ${c}`,
    zh: (c) => `${c}新品上架`,
    zhtw: (c) => `${c}新品上架`,
    es: (c) => `Novedades en ${c}`,
    jp: (c) => `${c}に新商品が入荷`,
    th: (c) => `สินค้าใหม่ในหมวด${c}`,
  },
  summary: {
    en: (c) => `Fresh picks in ${c} from shops around the world.`,
    zh: (c) => `来自全球店铺的${c}新品。`,
    zhtw: (c) => `來自全球商店的${c}新品。`,
    es: (c) => `Nuevos productos de ${c} de tiendas de todo el mundo.`,
    jp: (c) => `世界中のショップから${c}の新商品が届きました。`,
    th: (c) => `สินค้าใหม่หมวด${c}จากร้านค้าทั่วโลก`,
  },
  body: {
    en: (c) => [
      `This week our sellers added hundreds of new products to ${c}.`,
      'Sort by newest on the category page to see them first, and remember that every order comes with 7-day returns.',
    ],
    zh: (c) => [
      `本周卖家们在${c}分类上架了数百件新品。`,
      '在分类页面按“最新”排序即可优先浏览，所有订单均支持 7 天退货。',
    ],
    zhtw: (c) => [
      `本週賣家們在${c}分類上架了數百件新品。`,
      '在分類頁面依「最新」排序即可優先瀏覽，所有訂單皆享 7 天退貨。',
    ],
    es: (c) => [
      `Esta semana nuestros vendedores han añadido cientos de productos nuevos a ${c}.`,
      'Ordena por «más recientes» en la página de la categoría para verlos primero; todos los pedidos tienen devolución en 7 días.',
    ],
    jp: (c) => [
      `今週、出品者の皆さまが${c}カテゴリーに数百点の新商品を追加しました。`,
      'カテゴリーページで「新着順」に並べ替えると、いち早くチェックできます。すべての注文は7日間返品可能です。',
    ],
    th: (c) => [
      `สัปดาห์นี้ผู้ขายของเราเพิ่มสินค้าใหม่หลายร้อยรายการในหมวด${c}`,
      'เรียงตาม "ใหม่ล่าสุด" ในหน้าหมวดหมู่เพื่อดูก่อนใคร และทุกคำสั่งซื้อคืนสินค้าได้ภายใน 7 วัน',
    ],
  },
};

const flashSale: ArticleTemplate = {
  subject: 'category',
  title: {
    en: (c) => `Weekend flash sale: ${c}`,
    zh: (c) => `周末限时抢购：${c}`,
    zhtw: (c) => `週末限時搶購：${c}`,
    es: (c) => `Oferta relámpago de fin de semana: ${c}`,
    jp: (c) => `週末限定セール：${c}`,
    th: (c) => `แฟลชเซลสุดสัปดาห์: ${c}`,
  },
  summary: {
    en: (c) => `Up to 40% off selected items in ${c} until Sunday.`,
    zh: (c) => `精选${c}商品低至六折，周日截止。`,
    zhtw: (c) => `精選${c}商品低至六折，週日截止。`,
    es: (c) => `Hasta un 40 % de descuento en artículos seleccionados de ${c} hasta el domingo.`,
    jp: (c) => `${c}の対象商品が日曜日まで最大40%オフ。`,
    th: (c) => `สินค้าหมวด${c}ที่ร่วมรายการลดสูงสุด 40% ถึงวันอาทิตย์`,
  },
  body: {
    en: (c) => [
      `From Friday to Sunday, selected items in ${c} are up to 40% off.`,
      'Prices are shown in your chosen currency, and payment is in USD. Stock is limited, so add your favourites to the cart early.',
    ],
    zh: (c) => [
      `周五至周日，${c}精选商品低至六折。`,
      '价格按您选择的币种显示，实际以美元结算。库存有限，请尽早加入购物车。',
    ],
    zhtw: (c) => [
      `週五至週日，${c}精選商品低至六折。`,
      '價格依您選擇的幣別顯示，實際以美元結算。庫存有限，請盡早加入購物車。',
    ],
    es: (c) => [
      `De viernes a domingo, artículos seleccionados de ${c} con hasta un 40 % de descuento.`,
      'Los precios se muestran en la moneda que elijas y el pago se realiza en USD. Las existencias son limitadas: añade tus favoritos al carrito cuanto antes.',
    ],
    jp: (c) => [
      `金曜日から日曜日まで、${c}の対象商品が最大40%オフになります。`,
      '価格は選択した通貨で表示され、お支払いは米ドルで行われます。在庫に限りがありますので、お早めにカートへ。',
    ],
    th: (c) => [
      `ตั้งแต่วันศุกร์ถึงวันอาทิตย์ สินค้าหมวด${c}ที่ร่วมรายการลดสูงสุด 40%`,
      'ราคาแสดงตามสกุลเงินที่คุณเลือก และชำระเงินเป็น USD สินค้ามีจำนวนจำกัด รีบเพิ่มลงรถเข็นเลย',
    ],
  },
};

const shopJoins: ArticleTemplate = {
  subject: 'shop',
  title: {
    en: (s) => `${s} joins Mall's verified sellers`,
    zh: (s) => `${s}成为 Mall 认证卖家`,
    zhtw: (s) => `${s}成為 Mall 認證賣家`,
    es: (s) => `${s} se une a los vendedores verificados de Mall`,
    jp: (s) => `${s}が Mall 認定ショップに`,
    th: (s) => `${s} เข้าร่วมเป็นผู้ขายที่ผ่านการยืนยันของ Mall`,
  },
  summary: {
    en: () => 'Another independent shop passes our seller review.',
    zh: () => '又一家独立店铺通过了卖家审核。',
    zhtw: () => '又一家獨立商店通過了賣家審核。',
    es: () => 'Otra tienda independiente supera nuestra revisión de vendedores.',
    jp: () => '新たな独立系ショップが出品者審査に合格しました。',
    th: () => 'ร้านค้าอิสระอีกร้านผ่านการตรวจสอบผู้ขายของเรา',
  },
  body: {
    en: (s) => [
      `${s} has completed Mall's seller review and is now a verified shop.`,
      `Follow ${s} to see its new products on your home page, and chat with the shop directly from any product page.`,
    ],
    zh: (s) => [
      `${s}已通过 Mall 卖家审核，成为认证店铺。`,
      `关注${s}，即可在首页看到其新品，并可在商品页直接与店铺沟通。`,
    ],
    zhtw: (s) => [
      `${s}已通過 Mall 賣家審核，成為認證商店。`,
      `追蹤${s}，即可在首頁看到其新品，並可在商品頁直接與商店聯繫。`,
    ],
    es: (s) => [
      `${s} ha completado la revisión de vendedores de Mall y ya es una tienda verificada.`,
      `Sigue a ${s} para ver sus novedades en tu página de inicio y chatea con la tienda desde cualquier página de producto.`,
    ],
    jp: (s) => [
      `${s}は Mall の出品者審査を完了し、認定ショップになりました。`,
      `${s}をフォローすると、ホーム画面で新商品をチェックでき、商品ページから直接ショップに問い合わせできます。`,
    ],
    th: (s) => [
      `${s} ผ่านการตรวจสอบผู้ขายของ Mall และเป็นร้านค้าที่ผ่านการยืนยันแล้ว`,
      `กดติดตาม ${s} เพื่อดูสินค้าใหม่บนหน้าแรก และแชตกับร้านค้าได้โดยตรงจากหน้าสินค้า`,
    ],
  },
};

const countries: ArticleTemplate = {
  subject: 'none',
  title: {
    en: () => 'Mall shoppers now come from 112 countries',
    zh: () => 'Mall 的顾客已遍布 112 个国家',
    zhtw: () => 'Mall 的顧客已遍布 112 個國家',
    es: () => 'Los compradores de Mall ya vienen de 112 países',
    jp: () => 'Mall の利用者が112か国に',
    th: () => 'ผู้ซื้อบน Mall มาจาก 112 ประเทศแล้ว',
  },
  summary: {
    en: () => 'Our community keeps growing, and so does our delivery network.',
    zh: () => '我们的社区不断壮大，配送网络也在不断扩展。',
    zhtw: () => '我們的社群不斷壯大，配送網路也持續擴展。',
    es: () => 'Nuestra comunidad sigue creciendo, y nuestra red de envíos también.',
    jp: () => 'コミュニティの拡大とともに、配送ネットワークも広がっています。',
    th: () => 'ชุมชนของเราเติบโตขึ้นเรื่อย ๆ และเครือข่ายการจัดส่งก็เช่นกัน',
  },
  body: {
    en: () => [
      'Shoppers from 112 countries now buy on Mall, and our sellers ship to every one of them.',
      'Prices can be shown in eight currencies, the interface speaks six languages, and every order is settled in USD.',
    ],
    zh: () => [
      '如今来自 112 个国家的顾客在 Mall 购物，我们的卖家可发货至每一个国家。',
      '价格可用八种货币显示，界面支持六种语言，所有订单均以美元结算。',
    ],
    zhtw: () => [
      '如今來自 112 個國家的顧客在 Mall 購物，我們的賣家可出貨至每一個國家。',
      '價格可用八種貨幣顯示，介面支援六種語言，所有訂單皆以美元結算。',
    ],
    es: () => [
      'Ya compran en Mall personas de 112 países, y nuestros vendedores envían a todos ellos.',
      'Los precios pueden mostrarse en ocho monedas, la interfaz está en seis idiomas y todos los pedidos se liquidan en USD.',
    ],
    jp: () => [
      '現在、112か国のお客様が Mall でお買い物をしており、出品者はそのすべての国へ発送しています。',
      '価格は8つの通貨で表示でき、画面は6言語に対応。すべての注文は米ドルで決済されます。',
    ],
    th: () => [
      'ตอนนี้ผู้ซื้อจาก 112 ประเทศช้อปบน Mall และผู้ขายของเราจัดส่งได้ทุกประเทศ',
      'แสดงราคาได้ 8 สกุลเงิน หน้าจอรองรับ 6 ภาษา และทุกคำสั่งซื้อชำระเป็น USD',
    ],
  },
};

const cryptoTopUp: ArticleTemplate = {
  subject: 'none',
  title: {
    en: () => 'Top up your wallet with USDT, ETH or BTC',
    zh: () => '使用 USDT、ETH 或 BTC 为钱包充值',
    zhtw: () => '使用 USDT、ETH 或 BTC 為錢包儲值',
    es: () => 'Recarga tu monedero con USDT, ETH o BTC',
    jp: () => 'USDT・ETH・BTC でウォレットにチャージ',
    th: () => 'เติมเงินเข้ากระเป๋าด้วย USDT, ETH หรือ BTC',
  },
  summary: {
    en: () => 'Crypto settlement is now available to every shopper.',
    zh: () => '所有顾客现已可使用加密货币结算。',
    zhtw: () => '所有顧客現已可使用加密貨幣結算。',
    es: () => 'La liquidación en criptomonedas ya está disponible para todos.',
    jp: () => '暗号資産による決済がすべてのお客様にご利用いただけるようになりました。',
    th: () => 'ผู้ซื้อทุกคนสามารถชำระด้วยคริปโตได้แล้ว',
  },
  body: {
    en: () => [
      'You can now top up your Mall wallet with USDT (TRC20), ETH (ERC20) or BTC. Send the amount to the address shown on the top-up page, then submit the transaction id and a screenshot as proof.',
      'Our team reviews each top-up and credits your balance once the transfer is confirmed. The minimum top-up is 100.',
    ],
    zh: () => [
      '现在您可以使用 USDT（TRC20）、ETH（ERC20）或 BTC 为 Mall 钱包充值。将金额转至充值页面显示的地址，然后提交交易哈希和截图作为凭证。',
      '我们的团队会审核每笔充值，确认到账后即为您入账。最低充值金额为 100。',
    ],
    zhtw: () => [
      '現在您可以使用 USDT（TRC20）、ETH（ERC20）或 BTC 為 Mall 錢包儲值。將金額轉至儲值頁面顯示的地址，然後提交交易雜湊值和截圖作為憑證。',
      '我們的團隊會審核每筆儲值，確認入帳後即為您加值。最低儲值金額為 100。',
    ],
    es: () => [
      'Ya puedes recargar tu monedero de Mall con USDT (TRC20), ETH (ERC20) o BTC. Envía el importe a la dirección que aparece en la página de recarga y después indica el id de la transacción y una captura como comprobante.',
      'Nuestro equipo revisa cada recarga y abona el saldo en cuanto se confirma la transferencia. La recarga mínima es de 100.',
    ],
    jp: () => [
      'Mall ウォレットに USDT（TRC20）、ETH（ERC20）、BTC でチャージできるようになりました。チャージページに表示されるアドレスへ送金し、トランザクションIDとスクリーンショットを証明として提出してください。',
      '担当チームが各チャージを確認し、送金が確認され次第残高に反映します。最低チャージ額は100です。',
    ],
    th: () => [
      'ตอนนี้คุณเติมเงินเข้ากระเป๋า Mall ด้วย USDT (TRC20), ETH (ERC20) หรือ BTC ได้แล้ว โอนยอดไปยังที่อยู่ที่แสดงในหน้าเติมเงิน จากนั้นส่งรหัสธุรกรรมและภาพหน้าจอเป็นหลักฐาน',
      'ทีมงานจะตรวจสอบการเติมเงินแต่ละรายการ และเพิ่มยอดเงินให้เมื่อยืนยันการโอนแล้ว ยอดเติมเงินขั้นต่ำคือ 100',
    ],
  },
};

/** Twelve news items, newest first. */
export const newsPlan: readonly ArticleTemplate[] = [
  countries,
  brandStore,
  newArrivals,
  flashSale,
  shopJoins,
  cryptoTopUp,
  newArrivals,
  brandStore,
  flashSale,
  shopJoins,
  newArrivals,
  flashSale,
];
