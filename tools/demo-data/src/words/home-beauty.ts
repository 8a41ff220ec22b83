import { noun, type TopCategoryWords } from './shape';

export const home: TopCategoryWords = {
  key: 'home',
  name: ['Home & Kitchen', '家居厨房', '居家廚房', 'Hogar y cocina', 'ホーム・キッチン', 'บ้านและครัว'],
  suffix: 'colour',
  features: [
    [
      'Easy to clean and built for everyday use.',
      '易于清洁，经久耐用。',
      '容易清潔，經久耐用。',
      'Fácil de limpiar y pensado para el uso diario.',
      'お手入れ簡単で毎日使える丈夫な作り。',
      'ทำความสะอาดง่าย เหมาะกับการใช้งานทุกวัน',
    ],
    [
      'Thoughtful design that fits any room.',
      '设计贴心，百搭各种家居风格。',
      '設計貼心，適合各種居家風格。',
      'Un diseño cuidado que encaja en cualquier estancia.',
      'どんなお部屋にもなじむデザイン。',
      'ดีไซน์ลงตัว เข้ากับทุกห้อง',
    ],
    [
      'Made from responsibly sourced materials.',
      '采用负责任来源的材料。',
      '採用負責任來源的材料。',
      'Fabricado con materiales de origen responsable.',
      '責任ある方法で調達した素材を使用。',
      'ผลิตจากวัสดุที่จัดหาอย่างรับผิดชอบ',
    ],
    [
      'Ships in compact, recyclable packaging.',
      '采用小巧、可回收的包装发货。',
      '採用小巧、可回收的包裝出貨。',
      'Se envía en un embalaje compacto y reciclable.',
      'コンパクトでリサイクル可能な梱包でお届けします。',
      'จัดส่งในบรรจุภัณฑ์ขนาดกะทัดรัดที่รีไซเคิลได้',
    ],
  ],
  subs: [
    {
      key: 'kitchen',
      name: ['Kitchen', '厨房用品', '廚房用品', 'Cocina', 'キッチン用品', 'เครื่องครัว'],
      adjectives: [
        ['Stainless Steel', '不锈钢', '不鏽鋼', 'de acero inoxidable', 'ステンレス', 'สแตนเลส'],
        ['Professional', '专业', '專業', 'profesional', 'プロ仕様', 'ระดับมืออาชีพ'],
        ['Compact', '小巧', '小巧', 'compacto', 'コンパクト', 'ขนาดกะทัดรัด'],
      ],
      nouns: [
        noun(['Frying Pan', '煎锅', '煎鍋', 'Sartén', 'フライパン', 'กระทะ'], 'f', 1999, 8999),
        noun(
          ['Electric Kettle', '电热水壶', '電熱水壺', 'Hervidor eléctrico', '電気ケトル', 'กาต้มน้ำไฟฟ้า'],
          'm',
          1999,
          7999,
        ),
        noun(
          ['Knife Set', '刀具套装', '刀具組', 'Juego de cuchillos', '包丁セット', 'ชุดมีด'],
          'm',
          2999,
          19900,
        ),
      ],
    },
    {
      key: 'furniture',
      name: ['Furniture', '家具', '家具', 'Muebles', '家具', 'เฟอร์นิเจอร์'],
      adjectives: [
        ['Solid Wood', '实木', '實木', 'de madera maciza', '無垢材', 'ไม้จริง'],
        ['Foldable', '折叠', '折疊', 'plegable', '折りたたみ', 'พับได้'],
        ['Modern', '现代', '現代', 'moderno', 'モダン', 'สไตล์โมเดิร์น'],
      ],
      nouns: [
        noun(['Desk', '书桌', '書桌', 'Escritorio', 'デスク', 'โต๊ะทำงาน'], 'm', 7999, 39900),
        noun(['Chair', '椅子', '椅子', 'Silla', 'チェア', 'เก้าอี้'], 'f', 3999, 24900),
        noun(['Bookshelf', '书架', '書架', 'Estantería', '本棚', 'ชั้นวางหนังสือ'], 'f', 4999, 29900),
      ],
    },
    {
      key: 'bedding',
      name: ['Bedding', '床上用品', '寢具', 'Ropa de cama', '寝具', 'เครื่องนอน'],
      adjectives: [
        ['Organic Cotton', '有机棉', '有機棉', 'de algodón orgánico', 'オーガニックコットン', 'ผ้าฝ้ายออร์แกนิก'],
        ['Cooling', '凉感', '涼感', 'refrescante', 'ひんやり', 'เย็นสบาย'],
        ['Hypoallergenic', '防过敏', '防過敏', 'hipoalergénico', '防ダニ', 'กันไรฝุ่น'],
      ],
      nouns: [
        noun(['Duvet', '被子', '棉被', 'Edredón', '掛け布団', 'ผ้านวม'], 'm', 3999, 19900),
        noun(['Pillow', '枕头', '枕頭', 'Almohada', '枕', 'หมอน'], 'f', 1499, 6999),
        noun(
          ['Sheet Set', '床单套装', '床包組', 'Juego de sábanas', 'シーツセット', 'ชุดผ้าปูที่นอน'],
          'm',
          2999,
          12900,
        ),
      ],
    },
    {
      key: 'decor',
      name: ['Home Decor', '家居装饰', '居家裝飾', 'Decoración', 'インテリア雑貨', 'ของตกแต่งบ้าน'],
      adjectives: [
        ['Handmade', '手工', '手工', 'artesanal', 'ハンドメイド', 'ทำมือ'],
        ['Nordic', '北欧风', '北歐風', 'nórdico', '北欧風', 'สไตล์นอร์ดิก'],
        ['Minimalist', '简约', '簡約', 'minimalista', 'ミニマル', 'มินิมอล'],
      ],
      nouns: [
        noun(['Vase', '花瓶', '花瓶', 'Jarrón', '花瓶', 'แจกัน'], 'm', 1499, 6999),
        noun(['Wall Clock', '挂钟', '掛鐘', 'Reloj de pared', '掛け時計', 'นาฬิกาแขวน'], 'm', 1999, 7999),
        noun(
          ['Scented Candle', '香薰蜡烛', '香氛蠟燭', 'Vela aromática', 'アロマキャンドル', 'เทียนหอม'],
          'f',
          999,
          3999,
        ),
      ],
    },
  ],
};

export const beauty: TopCategoryWords = {
  key: 'beauty',
  name: [
    'Beauty & Personal Care',
    '美妆个护',
    '美妝保養',
    'Belleza y cuidado personal',
    '美容・コスメ',
    'ความงามและของใช้ส่วนตัว',
  ],
  suffix: { sizes: ['30 ml', '50 ml', '100 ml', '150 ml'] },
  features: [
    [
      'Dermatologically tested.',
      '经皮肤科测试。',
      '通過皮膚科測試。',
      'Testado dermatológicamente.',
      '皮膚科医によるテスト済み。',
      'ผ่านการทดสอบโดยแพทย์ผิวหนัง',
    ],
    [
      'Cruelty-free: never tested on animals.',
      '零残忍：从不进行动物测试。',
      '零殘忍：從不進行動物實驗。',
      'Libre de crueldad: nunca testado en animales.',
      '動物実験は一切行っていません。',
      'ไม่ทดลองกับสัตว์',
    ],
    [
      'Gentle enough for daily use.',
      '温和配方，适合每日使用。',
      '溫和配方，適合每天使用。',
      'Lo bastante suave para el uso diario.',
      '毎日使えるやさしい処方。',
      'อ่อนโยน ใช้ได้ทุกวัน',
    ],
    [
      'Sealed for freshness and authenticity.',
      '密封包装，确保新鲜与正品。',
      '密封包裝，確保新鮮與正品。',
      'Precintado para garantizar frescura y autenticidad.',
      '鮮度と正規品を守る密封パッケージ。',
      'ปิดผนึกเพื่อความสดใหม่และรับประกันของแท้',
    ],
  ],
  subs: [
    {
      key: 'skincare',
      name: ['Skincare', '护肤', '保養', 'Cuidado facial', 'スキンケア', 'ผลิตภัณฑ์ดูแลผิว'],
      adjectives: [
        ['Hydrating', '保湿', '保濕', 'hidratante', '保湿', 'ให้ความชุ่มชื้น'],
        ['Vitamin C', '维C', '維C', 'con vitamina C', 'ビタミンC', 'วิตามินซี'],
        ['Gentle', '温和', '溫和', 'suave', '低刺激', 'สูตรอ่อนโยน'],
      ],
      nouns: [
        noun(['Face Serum', '精华液', '精華液', 'Sérum facial', '美容液', 'เซรั่มบำรุงผิวหน้า'], 'm', 1499, 8999),
        noun(['Day Cream', '日霜', '日霜', 'Crema de día', 'デイクリーム', 'ครีมบำรุงกลางวัน'], 'f', 1299, 6999),
        noun(['Cleanser', '洁面乳', '洗面乳', 'Limpiador facial', '洗顔料', 'โฟมล้างหน้า'], 'm', 799, 3999),
      ],
    },
    {
      key: 'makeup',
      name: ['Makeup', '彩妆', '彩妝', 'Maquillaje', 'メイクアップ', 'เครื่องสำอาง'],
      suffix: 'shade',
      adjectives: [
        ['Matte', '哑光', '霧面', 'mate', 'マット', 'เนื้อแมตต์'],
        ['Long-Lasting', '持久', '持久', 'de larga duración', '落ちにくい', 'ติดทนนาน'],
        ['Velvet', '丝绒', '絲絨', 'aterciopelado', 'ベルベット', 'เนื้อกำมะหยี่'],
      ],
      nouns: [
        noun(['Lipstick', '口红', '口紅', 'Pintalabios', '口紅', 'ลิปสติก'], 'm', 999, 4999),
        noun(
          ['Foundation', '粉底液', '粉底液', 'Base de maquillaje', 'ファンデーション', 'รองพื้น'],
          'f',
          1499,
          5999,
        ),
        noun(
          [
            'Eyeshadow Palette',
            '眼影盘',
            '眼影盤',
            'Paleta de sombras',
            'アイシャドウパレット',
            'พาเลตต์อายแชโดว์',
          ],
          'f',
          1299,
          5999,
        ),
      ],
    },
    {
      key: 'haircare',
      name: ['Hair Care', '美发护发', '美髮護髮', 'Cuidado del cabello', 'ヘアケア', 'ดูแลเส้นผม'],
      adjectives: [
        ['Nourishing', '滋养', '滋養', 'nutritivo', 'しっとり', 'บำรุงล้ำลึก'],
        ['Argan Oil', '摩洛哥坚果油', '摩洛哥堅果油', 'con aceite de argán', 'アルガンオイル', 'น้ำมันอาร์แกน'],
        ['Anti-Frizz', '柔顺', '柔順', 'antiencrespamiento', 'うねりケア', 'ลดผมชี้ฟู'],
      ],
      nouns: [
        noun(['Shampoo', '洗发水', '洗髮精', 'Champú', 'シャンプー', 'แชมพู'], 'm', 699, 3999),
        noun(
          ['Conditioner', '护发素', '潤髮乳', 'Acondicionador', 'コンディショナー', 'ครีมนวดผม'],
          'm',
          699,
          3999,
        ),
        noun(['Hair Mask', '发膜', '髮膜', 'Mascarilla capilar', 'ヘアマスク', 'มาสก์ผม'], 'f', 999, 4999),
      ],
    },
    {
      key: 'fragrance',
      name: ['Fragrance', '香水', '香水', 'Perfumes', 'フレグランス', 'น้ำหอม'],
      suffix: { sizes: ['30 ml', '50 ml', '100 ml'] },
      adjectives: [
        ['Floral', '花香', '花香', 'floral', 'フローラル', 'กลิ่นดอกไม้'],
        ['Woody', '木质调', '木質調', 'amaderado', 'ウッディ', 'กลิ่นไม้หอม'],
        ['Fresh', '清新', '清新', 'fresco', 'フレッシュ', 'กลิ่นสดชื่น'],
      ],
      nouns: [
        noun(
          ['Eau de Parfum', '香水', '香水', 'Eau de parfum', 'オードパルファム', 'น้ำหอม'],
          'm',
          2999,
          19900,
        ),
        noun(
          ['Body Mist', '身体喷雾', '身體香氛噴霧', 'Bruma corporal', 'ボディミスト', 'บอดี้มิสต์'],
          'f',
          999,
          3999,
        ),
        noun(
          ['Perfume Oil', '香精油', '香氛精油', 'Aceite perfumado', 'パフュームオイル', 'น้ำมันหอม'],
          'm',
          1499,
          6999,
        ),
      ],
    },
  ],
};
