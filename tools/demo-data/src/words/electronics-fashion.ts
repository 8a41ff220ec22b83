import { noun, type TopCategoryWords } from './shape';

export const electronics: TopCategoryWords = {
  key: 'electronics',
  name: ['Electronics', '电子产品', '電子產品', 'Electrónica', '家電・エレクトロニクス', 'อิเล็กทรอนิกส์'],
  suffix: 'model',
  features: [
    [
      'Long-lasting battery that gets you through the day.',
      '长效电池，轻松用满一整天。',
      '長效電池，輕鬆用滿一整天。',
      'Batería de larga duración que aguanta todo el día.',
      '一日中使える長持ちバッテリー。',
      'แบตเตอรี่ใช้งานได้ยาวนานตลอดวัน',
    ],
    [
      'Fast USB-C charging.',
      '支持 USB-C 快速充电。',
      '支援 USB-C 快速充電。',
      'Carga rápida por USB-C.',
      'USB-C による急速充電に対応。',
      'รองรับการชาร์จเร็วผ่าน USB-C',
    ],
    [
      'Sleek, lightweight design that travels well.',
      '时尚轻巧，方便随身携带。',
      '時尚輕巧，方便隨身攜帶。',
      'Diseño elegante y ligero, ideal para viajar.',
      '持ち運びやすい、スリムで軽量なデザイン。',
      'ดีไซน์บางเบา พกพาสะดวก',
    ],
    [
      'Comes with a 12-month manufacturer warranty.',
      '享受 12 个月厂家保修。',
      '享有 12 個月原廠保固。',
      'Incluye 12 meses de garantía del fabricante.',
      'メーカー保証12か月付き。',
      'รับประกันจากผู้ผลิต 12 เดือน',
    ],
    [
      'Works with both Android and iOS.',
      '兼容 Android 与 iOS。',
      '相容 Android 與 iOS。',
      'Compatible con Android e iOS.',
      'Android と iOS の両方に対応。',
      'ใช้งานได้ทั้ง Android และ iOS',
    ],
  ],
  subs: [
    {
      key: 'phones',
      name: [
        'Phones & Accessories',
        '手机及配件',
        '手機及配件',
        'Teléfonos y accesorios',
        'スマートフォン・アクセサリー',
        'โทรศัพท์และอุปกรณ์เสริม',
      ],
      adjectives: [
        ['Ultra-Thin', '超薄', '超薄', 'ultradelgado', '超薄型', 'บางเฉียบ'],
        ['Rugged', '三防', '三防', 'resistente', 'タフネス', 'ทนทาน'],
        ['Compact', '小巧', '小巧', 'compacto', 'コンパクト', 'ขนาดกะทัดรัด'],
      ],
      nouns: [
        noun(
          ['Smartphone', '智能手机', '智慧型手機', 'Smartphone', 'スマートフォン', 'สมาร์ทโฟน'],
          'm',
          19900,
          129900,
        ),
        noun(
          ['Phone Case', '手机壳', '手機殼', 'Funda de móvil', 'スマホケース', 'เคสโทรศัพท์'],
          'f',
          999,
          3999,
        ),
        noun(
          ['Power Bank', '充电宝', '行動電源', 'Batería externa', 'モバイルバッテリー', 'พาวเวอร์แบงก์'],
          'f',
          1999,
          7999,
        ),
      ],
    },
    {
      key: 'computers',
      name: [
        'Computers & Tablets',
        '电脑及平板',
        '電腦及平板',
        'Ordenadores y tabletas',
        'パソコン・タブレット',
        'คอมพิวเตอร์และแท็บเล็ต',
      ],
      adjectives: [
        ['Lightweight', '轻薄', '輕薄', 'ligero', '軽量', 'น้ำหนักเบา'],
        ['Business', '商务', '商務', 'empresarial', 'ビジネス', 'สำหรับธุรกิจ'],
        ['Gaming', '游戏', '電競', 'gaming', 'ゲーミング', 'เกมมิ่ง'],
      ],
      nouns: [
        noun(
          ['Laptop', '笔记本电脑', '筆記型電腦', 'Portátil', 'ノートパソコン', 'โน้ตบุ๊ก'],
          'm',
          49900,
          199900,
        ),
        noun(['Tablet', '平板电脑', '平板電腦', 'Tableta', 'タブレット', 'แท็บเล็ต'], 'f', 19900, 99900),
        noun(['Keyboard', '键盘', '鍵盤', 'Teclado', 'キーボード', 'คีย์บอร์ด'], 'm', 2999, 19900),
      ],
    },
    {
      key: 'audio',
      name: ['Audio', '影音设备', '影音設備', 'Audio', 'オーディオ', 'เครื่องเสียง'],
      adjectives: [
        ['Wireless', '无线', '無線', 'inalámbrico', 'ワイヤレス', 'ไร้สาย'],
        ['Portable', '便携', '便攜', 'portátil', 'ポータブル', 'แบบพกพา'],
        ['Deep Bass', '重低音', '重低音', 'de graves profundos', '重低音', 'เบสหนัก'],
      ],
      nouns: [
        noun(['Earbuds', '耳机', '耳機', 'Auriculares', 'イヤホン', 'หูฟัง'], 'mp', 1999, 24900),
        noun(['Speaker', '音箱', '喇叭', 'Altavoz', 'スピーカー', 'ลำโพง'], 'm', 2499, 39900),
        noun(
          ['Headphones', '头戴式耳机', '耳罩式耳機', 'Cascos', 'ヘッドホン', 'หูฟังครอบหู'],
          'mp',
          2999,
          49900,
        ),
      ],
    },
    {
      key: 'wearables',
      name: ['Wearables', '智能穿戴', '智慧穿戴', 'Dispositivos vestibles', 'ウェアラブル', 'อุปกรณ์สวมใส่'],
      adjectives: [
        ['Waterproof', '防水', '防水', 'resistente al agua', '防水', 'กันน้ำ'],
        ['Slim', '纤薄', '纖薄', 'fino', 'スリム', 'ดีไซน์บาง'],
        ['Titanium', '钛合金', '鈦合金', 'de titanio', 'チタン', 'ไทเทเนียม'],
      ],
      nouns: [
        noun(
          ['Smartwatch', '智能手表', '智慧手錶', 'Reloj inteligente', 'スマートウォッチ', 'สมาร์ทวอทช์'],
          'm',
          4999,
          59900,
        ),
        noun(
          ['Fitness Tracker', '健康手环', '健康手環', 'Pulsera de actividad', '活動量計', 'สายรัดข้อมือฟิตเนส'],
          'f',
          1999,
          9999,
        ),
        noun(
          ['Smart Ring', '智能戒指', '智慧戒指', 'Anillo inteligente', 'スマートリング', 'แหวนอัจฉริยะ'],
          'm',
          9999,
          34900,
        ),
      ],
    },
    {
      key: 'cameras',
      name: ['Cameras', '相机摄影', '相機攝影', 'Cámaras', 'カメラ', 'กล้อง'],
      adjectives: [
        ['Compact', '小巧', '小巧', 'compacto', 'コンパクト', 'ขนาดกะทัดรัด'],
        ['Professional', '专业', '專業', 'profesional', 'プロ仕様', 'ระดับมืออาชีพ'],
        ['Travel', '旅行', '旅行', 'de viaje', 'トラベル', 'สำหรับเดินทาง'],
      ],
      nouns: [
        noun(
          ['Action Camera', '运动相机', '運動相機', 'Cámara deportiva', 'アクションカメラ', 'กล้องแอคชั่น'],
          'f',
          9999,
          49900,
        ),
        noun(
          ['Digital Camera', '数码相机', '數位相機', 'Cámara digital', 'デジタルカメラ', 'กล้องดิจิทัล'],
          'f',
          19900,
          149900,
        ),
        noun(['Tripod', '三脚架', '三腳架', 'Trípode', '三脚', 'ขาตั้งกล้อง'], 'm', 1999, 14900),
      ],
    },
  ],
};

export const fashion: TopCategoryWords = {
  key: 'fashion',
  name: ['Fashion', '服饰鞋包', '服飾鞋包', 'Moda', 'ファッション', 'แฟชั่น'],
  suffix: 'colour',
  features: [
    [
      'Soft, breathable fabric for all-day comfort.',
      '面料柔软透气，全天舒适。',
      '布料柔軟透氣，整天都舒適。',
      'Tejido suave y transpirable para estar cómodo todo el día.',
      '柔らかく通気性のある素材で一日中快適。',
      'เนื้อผ้านุ่ม ระบายอากาศได้ดี สวมใส่สบายตลอดวัน',
    ],
    [
      'A classic cut that pairs with everything.',
      '经典版型，百搭易穿。',
      '經典版型，百搭好穿。',
      'Un corte clásico que combina con todo.',
      'どんなコーデにも合うクラシックなシルエット。',
      'ทรงคลาสสิก แมตช์ได้กับทุกลุค',
    ],
    [
      'Available in several sizes; see the size guide.',
      '多种尺码可选，请参考尺码表。',
      '多種尺寸可選，請參考尺寸表。',
      'Disponible en varias tallas; consulta la guía de tallas.',
      '複数サイズあり。サイズガイドをご確認ください。',
      'มีหลายไซซ์ โปรดดูตารางไซซ์',
    ],
    [
      'Carefully stitched for lasting wear.',
      '做工精细，经久耐用。',
      '做工精細，經久耐用。',
      'Costuras cuidadas para un uso duradero.',
      '丁寧な縫製で長く愛用できます。',
      'ตัดเย็บอย่างประณีต ทนทานต่อการใช้งาน',
    ],
  ],
  subs: [
    {
      key: 'womens-clothing',
      name: ["Women's Clothing", '女装', '女裝', 'Ropa de mujer', 'レディースファッション', 'เสื้อผ้าผู้หญิง'],
      adjectives: [
        ['Floral', '碎花', '碎花', 'de flores', '花柄', 'ลายดอกไม้'],
        ['Linen', '亚麻', '亞麻', 'de lino', 'リネン', 'ผ้าลินิน'],
        ['Elegant', '优雅', '優雅', 'elegante', 'エレガント', 'สไตล์หรูหรา'],
      ],
      nouns: [
        noun(['Dress', '连衣裙', '連身裙', 'Vestido', 'ワンピース', 'ชุดเดรส'], 'm', 2499, 12900),
        noun(['Blouse', '衬衫', '襯衫', 'Blusa', 'ブラウス', 'เสื้อเบลาส์'], 'f', 1999, 7999),
        noun(['Skirt', '半身裙', '半身裙', 'Falda', 'スカート', 'กระโปรง'], 'f', 1999, 8999),
      ],
    },
    {
      key: 'mens-clothing',
      name: ["Men's Clothing", '男装', '男裝', 'Ropa de hombre', 'メンズファッション', 'เสื้อผ้าผู้ชาย'],
      adjectives: [
        ['Cotton', '纯棉', '純棉', 'de algodón', 'コットン', 'ผ้าฝ้าย'],
        ['Slim-Fit', '修身', '修身', 'entallado', 'スリムフィット', 'ทรงสลิม'],
        ['Casual', '休闲', '休閒', 'informal', 'カジュアル', 'ลำลอง'],
      ],
      nouns: [
        noun(['T-Shirt', 'T恤', 'T恤', 'Camiseta', 'Tシャツ', 'เสื้อยืด'], 'f', 999, 3999),
        noun(['Shirt', '衬衫', '襯衫', 'Camisa', 'シャツ', 'เสื้อเชิ้ต'], 'f', 1999, 6999),
        noun(['Jeans', '牛仔裤', '牛仔褲', 'Vaqueros', 'ジーンズ', 'กางเกงยีนส์'], 'mp', 2999, 9999),
      ],
    },
    {
      key: 'shoes',
      name: ['Shoes', '鞋靴', '鞋靴', 'Calzado', 'シューズ', 'รองเท้า'],
      adjectives: [
        ['Leather', '真皮', '真皮', 'de piel', 'レザー', 'หนัง'],
        ['Lightweight', '轻便', '輕便', 'ligero', '軽量', 'น้ำหนักเบา'],
        ['Non-Slip', '防滑', '防滑', 'antideslizante', '滑り止め付き', 'กันลื่น'],
      ],
      nouns: [
        noun(['Sneakers', '运动鞋', '運動鞋', 'Zapatillas', 'スニーカー', 'รองเท้าผ้าใบ'], 'fp', 3999, 14900),
        noun(['Boots', '靴子', '靴子', 'Botas', 'ブーツ', 'รองเท้าบูท'], 'fp', 4999, 19900),
        noun(['Sandals', '凉鞋', '涼鞋', 'Sandalias', 'サンダル', 'รองเท้าแตะ'], 'fp', 1999, 6999),
      ],
    },
    {
      key: 'bags',
      name: ['Bags', '箱包', '包包', 'Bolsos', 'バッグ', 'กระเป๋า'],
      adjectives: [
        ['Leather', '真皮', '真皮', 'de piel', 'レザー', 'หนัง'],
        ['Canvas', '帆布', '帆布', 'de lona', 'キャンバス', 'ผ้าแคนวาส'],
        ['Minimalist', '简约', '簡約', 'minimalista', 'ミニマル', 'มินิมอล'],
      ],
      nouns: [
        noun(['Backpack', '双肩包', '後背包', 'Mochila', 'リュック', 'กระเป๋าเป้'], 'f', 2499, 12900),
        noun(['Tote Bag', '托特包', '托特包', 'Bolso tote', 'トートバッグ', 'กระเป๋าโท้ท'], 'm', 1999, 8999),
        noun(['Wallet', '钱包', '皮夾', 'Cartera', '財布', 'กระเป๋าสตางค์'], 'f', 1499, 6999),
      ],
    },
  ],
};
