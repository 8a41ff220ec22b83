import { noun, type TopCategoryWords } from './shape';

export const sports: TopCategoryWords = {
  key: 'sports',
  name: [
    'Sports & Outdoors',
    '运动户外',
    '運動戶外',
    'Deportes y aire libre',
    'スポーツ・アウトドア',
    'กีฬาและกิจกรรมกลางแจ้ง',
  ],
  suffix: 'model',
  features: [
    [
      'Durable materials built for the outdoors.',
      '材质耐用，适合户外使用。',
      '材質耐用，適合戶外使用。',
      'Materiales resistentes pensados para el exterior.',
      'アウトドアに耐える丈夫な素材。',
      'วัสดุทนทาน เหมาะสำหรับกลางแจ้ง',
    ],
    [
      'Lightweight and easy to carry.',
      '轻巧便携。',
      '輕巧便攜。',
      'Ligero y fácil de llevar.',
      '軽くて持ち運びやすい。',
      'น้ำหนักเบา พกพาง่าย',
    ],
    [
      'Tested by athletes and outdoor guides.',
      '经运动员与户外向导实测。',
      '經運動員與戶外嚮導實測。',
      'Probado por deportistas y guías de montaña.',
      'アスリートやアウトドアガイドがテスト済み。',
      'ผ่านการทดสอบโดยนักกีฬาและไกด์กลางแจ้ง',
    ],
    [
      'Great for beginners and experienced users alike.',
      '新手与老手都适用。',
      '新手與老手都適用。',
      'Ideal tanto para principiantes como para expertos.',
      '初心者から上級者まで使いやすい。',
      'เหมาะทั้งมือใหม่และมือโปร',
    ],
  ],
  subs: [
    {
      key: 'fitness',
      name: ['Fitness', '健身器材', '健身器材', 'Fitness', 'フィットネス', 'ฟิตเนส'],
      adjectives: [
        ['Eco-Friendly', '环保', '環保', 'ecológico', 'エコ', 'รักษ์โลก'],
        ['Non-Slip', '防滑', '防滑', 'antideslizante', '滑り止め付き', 'กันลื่น'],
        ['Home', '家用', '家用', 'para casa', '家庭用', 'สำหรับใช้ที่บ้าน'],
      ],
      nouns: [
        noun(['Dumbbells', '哑铃', '啞鈴', 'Mancuernas', 'ダンベル', 'ดัมเบล'], 'fp', 1999, 14900),
        noun(['Yoga Mat', '瑜伽垫', '瑜珈墊', 'Esterilla de yoga', 'ヨガマット', 'เสื่อโยคะ'], 'f', 1299, 5999),
        noun(
          [
            'Resistance Bands',
            '弹力带',
            '彈力帶',
            'Bandas elásticas',
            'トレーニングチューブ',
            'ยางยืดออกกำลังกาย',
          ],
          'fp',
          999,
          3999,
        ),
      ],
    },
    {
      key: 'cycling',
      name: ['Cycling', '骑行', '單車', 'Ciclismo', 'サイクリング', 'ปั่นจักรยาน'],
      adjectives: [
        ['Lightweight', '轻量', '輕量', 'ligero', '軽量', 'น้ำหนักเบา'],
        ['Carbon', '碳纤维', '碳纖維', 'de carbono', 'カーボン', 'คาร์บอน'],
        ['All-Weather', '全天候', '全天候', 'para todo tiempo', '全天候型', 'ทุกสภาพอากาศ'],
      ],
      nouns: [
        noun(
          [
            'Bike Helmet',
            '骑行头盔',
            '自行車安全帽',
            'Casco de ciclismo',
            'サイクルヘルメット',
            'หมวกกันน็อกจักรยาน',
          ],
          'm',
          2999,
          14900,
        ),
        noun(
          ['Bike Light', '车灯', '車燈', 'Luz para bicicleta', 'サイクルライト', 'ไฟจักรยาน'],
          'f',
          999,
          4999,
        ),
        noun(
          [
            'Cycling Gloves',
            '骑行手套',
            '自行車手套',
            'Guantes de ciclismo',
            'サイクルグローブ',
            'ถุงมือปั่นจักรยาน',
          ],
          'mp',
          999,
          3999,
        ),
      ],
    },
    {
      key: 'camping',
      name: [
        'Camping & Hiking',
        '露营徒步',
        '露營健行',
        'Camping y senderismo',
        'キャンプ・登山',
        'แคมป์ปิ้งและเดินป่า',
      ],
      adjectives: [
        ['Waterproof', '防水', '防水', 'impermeable', '防水', 'กันน้ำ'],
        ['Ultralight', '超轻', '超輕', 'ultraligero', '超軽量', 'น้ำหนักเบาพิเศษ'],
        ['Compact', '小巧', '小巧', 'compacto', 'コンパクト', 'ขนาดกะทัดรัด'],
      ],
      nouns: [
        noun(['Tent', '帐篷', '帳篷', 'Tienda de campaña', 'テント', 'เต็นท์'], 'f', 4999, 39900),
        noun(['Sleeping Bag', '睡袋', '睡袋', 'Saco de dormir', '寝袋', 'ถุงนอน'], 'm', 2999, 14900),
        noun(
          ['Hiking Backpack', '登山包', '登山包', 'Mochila de senderismo', '登山リュック', 'กระเป๋าเป้เดินป่า'],
          'f',
          3999,
          19900,
        ),
      ],
    },
  ],
};

export const toys: TopCategoryWords = {
  key: 'toys-baby',
  name: ['Toys & Baby', '玩具母婴', '玩具母嬰', 'Juguetes y bebé', 'おもちゃ・ベビー', 'ของเล่นและแม่และเด็ก'],
  suffix: 'colour',
  features: [
    [
      'Made from child-safe, non-toxic materials.',
      '采用儿童安全、无毒材料。',
      '採用兒童安全、無毒材質。',
      'Fabricado con materiales seguros y no tóxicos.',
      '子どもにも安全な無毒素材を使用。',
      'ผลิตจากวัสดุปลอดสารพิษ ปลอดภัยสำหรับเด็ก',
    ],
    [
      'Meets international safety standards.',
      '符合国际安全标准。',
      '符合國際安全標準。',
      'Cumple las normas internacionales de seguridad.',
      '国際安全基準に適合。',
      'ได้มาตรฐานความปลอดภัยสากล',
    ],
    [
      'Encourages creativity and learning through play.',
      '寓教于乐，激发创造力。',
      '寓教於樂，激發創造力。',
      'Fomenta la creatividad y el aprendizaje jugando.',
      '遊びながら創造力と学びを育みます。',
      'ส่งเสริมความคิดสร้างสรรค์และการเรียนรู้ผ่านการเล่น',
    ],
    [
      'Gift-ready packaging.',
      '精美礼盒包装。',
      '精美禮盒包裝。',
      'Presentado en caja de regalo.',
      'ギフトにぴったりのパッケージ。',
      'บรรจุในกล่องพร้อมเป็นของขวัญ',
    ],
  ],
  subs: [
    {
      key: 'toys',
      name: ['Toys', '玩具', '玩具', 'Juguetes', 'おもちゃ', 'ของเล่น'],
      adjectives: [
        ['Educational', '益智', '益智', 'educativo', '知育', 'เสริมพัฒนาการ'],
        ['Wooden', '木制', '木製', 'de madera', '木製', 'ไม้'],
        ['Classic', '经典', '經典', 'clásico', 'クラシック', 'คลาสสิก'],
      ],
      nouns: [
        noun(
          ['Building Blocks', '积木', '積木', 'Bloques de construcción', 'ブロック', 'ตัวต่อ'],
          'mp',
          1499,
          9999,
        ),
        noun(['Puzzle', '拼图', '拼圖', 'Rompecabezas', 'パズル', 'จิ๊กซอว์'], 'm', 799, 3999),
        noun(
          ['Toy Train', '小火车', '小火車', 'Tren de juguete', '電車のおもちゃ', 'รถไฟของเล่น'],
          'm',
          1999,
          7999,
        ),
      ],
    },
    {
      key: 'baby',
      name: ['Baby', '母婴用品', '母嬰用品', 'Bebé', 'ベビー用品', 'ของใช้เด็กอ่อน'],
      adjectives: [
        ['Soft', '柔软', '柔軟', 'suave', 'やわらか', 'นุ่มสบาย'],
        ['Newborn', '新生儿', '新生兒', 'para recién nacido', '新生児用', 'สำหรับเด็กแรกเกิด'],
        ['Organic', '有机', '有機', 'ecológico', 'オーガニック', 'ออร์แกนิก'],
      ],
      nouns: [
        noun(
          ['Baby Carrier', '婴儿背带', '嬰兒揹巾', 'Mochila portabebés', '抱っこ紐', 'เป้อุ้มเด็ก'],
          'f',
          2999,
          14900,
        ),
        noun(
          ['Baby Blanket', '婴儿毯', '嬰兒毯', 'Manta para bebé', 'ベビーブランケット', 'ผ้าห่มเด็ก'],
          'f',
          999,
          4999,
        ),
        noun(
          ['Bib Set', '围兜套装', '圍兜組', 'Juego de baberos', 'スタイセット', 'ชุดผ้ากันเปื้อนเด็ก'],
          'm',
          699,
          2999,
        ),
      ],
    },
    {
      key: 'board-games',
      name: ['Board Games', '桌游', '桌遊', 'Juegos de mesa', 'ボードゲーム', 'บอร์ดเกม'],
      adjectives: [
        ['Family', '家庭', '家庭', 'familiar', 'ファミリー', 'สำหรับครอบครัว'],
        ['Strategy', '策略', '策略', 'de estrategia', '戦略', 'วางแผน'],
        ['Party', '派对', '派對', 'de fiesta', 'パーティー', 'ปาร์ตี้'],
      ],
      nouns: [
        noun(['Board Game', '桌游', '桌遊', 'Juego de mesa', 'ボードゲーム', 'บอร์ดเกม'], 'm', 1499, 6999),
        noun(
          ['Card Game', '卡牌游戏', '卡牌遊戲', 'Juego de cartas', 'カードゲーム', 'การ์ดเกม'],
          'm',
          799,
          2999,
        ),
      ],
    },
  ],
};
