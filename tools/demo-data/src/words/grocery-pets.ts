import { noun, type TopCategoryWords } from './shape';

export const grocery: TopCategoryWords = {
  key: 'grocery',
  name: ['Food & Drinks', '食品饮料', '食品飲料', 'Alimentación y bebidas', '食品・飲料', 'อาหารและเครื่องดื่ม'],
  suffix: { sizes: ['100 g', '250 g', '500 g', '1 kg'] },
  features: [
    [
      'Carefully sourced from trusted growers.',
      '精选可靠产地。',
      '精選可靠產地。',
      'Seleccionado de productores de confianza.',
      '信頼できる生産者から厳選。',
      'คัดสรรจากผู้ผลิตที่เชื่อถือได้',
    ],
    [
      'No artificial colours or preservatives.',
      '不含人工色素和防腐剂。',
      '不含人工色素和防腐劑。',
      'Sin colorantes ni conservantes artificiales.',
      '合成着色料・保存料不使用。',
      'ไม่ใส่สีและวัตถุกันเสียสังเคราะห์',
    ],
    [
      'Packed fresh and sealed for flavour.',
      '新鲜包装，密封锁味。',
      '新鮮包裝，密封鎖味。',
      'Envasado fresco y sellado para conservar el sabor.',
      '新鮮なうちに密封してお届け。',
      'บรรจุสดใหม่ ปิดผนึกเพื่อคงรสชาติ',
    ],
    [
      'Store in a cool, dry place.',
      '请存放于阴凉干燥处。',
      '請存放於陰涼乾燥處。',
      'Conservar en un lugar fresco y seco.',
      '直射日光・高温多湿を避けて保存してください。',
      'เก็บในที่แห้งและเย็น',
    ],
  ],
  subs: [
    {
      key: 'snacks',
      name: ['Snacks', '零食', '零食', 'Aperitivos', 'お菓子', 'ขนมขบเคี้ยว'],
      suffix: { sizes: ['100 g', '200 g', '500 g'] },
      adjectives: [
        ['Organic', '有机', '有機', 'ecológico', 'オーガニック', 'ออร์แกนิก'],
        ['Premium', '精选', '精選', 'premium', 'プレミアム', 'พรีเมียม'],
        ['Sea Salt', '海盐', '海鹽', 'con sal marina', '塩味', 'เกลือทะเล'],
      ],
      nouns: [
        noun(
          ['Mixed Nuts', '混合坚果', '綜合堅果', 'Frutos secos variados', 'ミックスナッツ', 'ถั่วรวม'],
          'mp',
          599,
          2999,
        ),
        noun(
          ['Dark Chocolate', '黑巧克力', '黑巧克力', 'Chocolate negro', 'ダークチョコレート', 'ดาร์กช็อกโกแลต'],
          'm',
          399,
          1999,
        ),
        noun(
          ['Rice Crackers', '米饼', '米餅', 'Galletas de arroz', 'おせんべい', 'ข้าวเกรียบ'],
          'fp',
          299,
          1499,
        ),
      ],
    },
    {
      key: 'tea-coffee',
      name: ['Tea & Coffee', '茶与咖啡', '茶與咖啡', 'Té y café', 'お茶・コーヒー', 'ชาและกาแฟ'],
      adjectives: [
        ['Organic', '有机', '有機', 'ecológico', 'オーガニック', 'ออร์แกนิก'],
        ['Single-Origin', '单一产地', '單一產地', 'de origen único', 'シングルオリジン', 'ซิงเกิลออริจิน'],
        ['Premium', '精选', '精選', 'premium', 'プレミアム', 'พรีเมียม'],
      ],
      nouns: [
        noun(
          ['Coffee Beans', '咖啡豆', '咖啡豆', 'Granos de café', 'コーヒー豆', 'เมล็ดกาแฟ'],
          'mp',
          999,
          4999,
        ),
        noun(['Green Tea', '绿茶', '綠茶', 'Té verde', '緑茶', 'ชาเขียว'], 'm', 599, 3999),
        noun(['Oolong Tea', '乌龙茶', '烏龍茶', 'Té oolong', '烏龍茶', 'ชาอู่หลง'], 'm', 799, 4999),
      ],
    },
    {
      key: 'pantry',
      name: ['Pantry', '粮油调味', '米麵調味', 'Despensa', '調味料・食材', 'ของแห้งและเครื่องปรุง'],
      adjectives: [
        ['Organic', '有机', '有機', 'ecológico', 'オーガニック', 'ออร์แกนิก'],
        ['Premium', '精选', '精選', 'premium', 'プレミアム', 'พรีเมียม'],
        ['Natural', '天然', '天然', 'natural', '天然', 'ธรรมชาติ'],
      ],
      nouns: [
        noun(
          ['Olive Oil', '橄榄油', '橄欖油', 'Aceite de oliva', 'オリーブオイル', 'น้ำมันมะกอก'],
          'm',
          699,
          2999,
          ['250 ml', '500 ml', '1 L'],
        ),
        noun(
          ['Jasmine Rice', '茉莉香米', '茉莉香米', 'Arroz jazmín', 'ジャスミンライス', 'ข้าวหอมมะลิ'],
          'm',
          499,
          2499,
          ['1 kg', '2 kg', '5 kg'],
        ),
        noun(['Honey', '蜂蜜', '蜂蜜', 'Miel', 'はちみつ', 'น้ำผึ้ง'], 'f', 599, 3999, [
          '250 g',
          '500 g',
          '1 kg',
        ]),
      ],
    },
  ],
};

export const pets: TopCategoryWords = {
  key: 'pets',
  name: ['Pet Supplies', '宠物用品', '寵物用品', 'Mascotas', 'ペット用品', 'สัตว์เลี้ยง'],
  suffix: 'colour',
  features: [
    [
      'Vet-approved and safe for pets.',
      '经兽医认可，宠物安心使用。',
      '經獸醫認可，寵物安心使用。',
      'Aprobado por veterinarios y seguro para mascotas.',
      '獣医師推奨で、ペットにも安心。',
      'ผ่านการรับรองจากสัตวแพทย์ ปลอดภัยต่อสัตว์เลี้ยง',
    ],
    [
      'Loved by pets and their owners.',
      '宠物和主人都爱。',
      '寵物和主人都喜愛。',
      'Les encanta a las mascotas y a sus dueños.',
      'ペットにも飼い主にも大人気。',
      'สัตว์เลี้ยงและเจ้าของต่างชื่นชอบ',
    ],
    [
      'Made with high-quality ingredients and materials.',
      '采用优质原料与材料。',
      '採用優質原料與材料。',
      'Elaborado con ingredientes y materiales de calidad.',
      '高品質な原料と素材を使用。',
      'ผลิตจากวัตถุดิบและวัสดุคุณภาพสูง',
    ],
    [
      'Not satisfied? Return it within 7 days.',
      '不满意？7 天内可退货。',
      '不滿意？7 天內可退貨。',
      '¿No te convence? Devuélvelo en 7 días.',
      'ご満足いただけない場合は7日以内に返品できます。',
      'ไม่พอใจ? คืนสินค้าได้ภายใน 7 วัน',
    ],
  ],
  subs: [
    {
      key: 'pet-food',
      name: ['Pet Food', '宠物食品', '寵物食品', 'Comida para mascotas', 'ペットフード', 'อาหารสัตว์เลี้ยง'],
      suffix: { sizes: ['1 kg', '2 kg', '5 kg', '10 kg'] },
      adjectives: [
        ['Grain-Free', '无谷', '無穀', 'sin cereales', 'グレインフリー', 'สูตรไม่มีธัญพืช'],
        ['Salmon', '三文鱼', '鮭魚', 'de salmón', 'サーモン', 'รสแซลมอน'],
        ['Chicken', '鸡肉', '雞肉', 'de pollo', 'チキン', 'รสไก่'],
      ],
      nouns: [
        noun(
          ['Dog Food', '狗粮', '狗飼料', 'Pienso para perros', 'ドッグフード', 'อาหารสุนัข'],
          'm',
          1299,
          7999,
        ),
        noun(
          ['Cat Food', '猫粮', '貓飼料', 'Pienso para gatos', 'キャットフード', 'อาหารแมว'],
          'm',
          1299,
          7999,
        ),
        noun(
          ['Pet Treats', '宠物零食', '寵物零食', 'Golosinas para mascotas', 'ペットのおやつ', 'ขนมสัตว์เลี้ยง'],
          'fp',
          399,
          1999,
          ['100 g', '200 g', '500 g'],
        ),
      ],
    },
    {
      key: 'pet-toys',
      name: [
        'Pet Toys',
        '宠物玩具',
        '寵物玩具',
        'Juguetes para mascotas',
        'ペットのおもちゃ',
        'ของเล่นสัตว์เลี้ยง',
      ],
      adjectives: [
        ['Interactive', '互动', '互動', 'interactivo', '知育', 'เสริมทักษะ'],
        ['Chew-Proof', '耐咬', '耐咬', 'resistente a mordiscos', '丈夫な', 'ทนการกัด'],
        ['Squeaky', '发声', '發聲', 'con sonido', '音が鳴る', 'มีเสียง'],
      ],
      nouns: [
        noun(['Ball', '球', '球', 'Pelota', 'ボール', 'ลูกบอล'], 'f', 399, 1999),
        noun(
          ['Rope Toy', '绳结玩具', '繩結玩具', 'Juguete de cuerda', 'ロープトイ', 'เชือกของเล่น'],
          'm',
          499,
          1999,
        ),
        noun(['Cat Teaser', '逗猫棒', '逗貓棒', 'Caña para gatos', '猫じゃらし', 'ไม้ตกแมว'], 'f', 399, 1499),
      ],
    },
    {
      key: 'pet-care',
      name: ['Pet Care', '宠物护理', '寵物護理', 'Cuidado de mascotas', 'ペットケア', 'ดูแลสัตว์เลี้ยง'],
      adjectives: [
        ['Soft', '柔软', '柔軟', 'suave', 'やわらか', 'นุ่มสบาย'],
        ['Washable', '可水洗', '可水洗', 'lavable', '洗える', 'ซักได้'],
        ['Deluxe', '豪华', '豪華', 'de lujo', 'デラックス', 'ดีลักซ์'],
      ],
      nouns: [
        noun(
          ['Pet Bed', '宠物窝', '寵物窩', 'Cama para mascotas', 'ペットベッド', 'ที่นอนสัตว์เลี้ยง'],
          'f',
          1999,
          9999,
        ),
        noun(
          ['Grooming Brush', '梳毛刷', '梳毛刷', 'Cepillo de aseo', 'グルーミングブラシ', 'แปรงขนสัตว์'],
          'm',
          599,
          2499,
        ),
        noun(['Collar', '项圈', '項圈', 'Collar', '首輪', 'ปลอกคอ'], 'm', 499, 2999),
      ],
    },
  ],
};
