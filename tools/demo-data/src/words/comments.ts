import type { Lang } from '../types';

export interface CommentWords {
  authors: readonly string[];
  /** For ratings 4–5. */
  positive: readonly string[];
  /** For rating 3. */
  neutral: readonly string[];
  /** For ratings 1–2. */
  negative: readonly string[];
}

export const commentWords: Record<Lang, CommentWords> = {
  en: {
    authors: ['Emma W.', 'James T.', 'Olivia B.', 'Noah K.', 'Ava M.', 'Liam R.', 'Sophie L.', 'Daniel P.'],
    positive: [
      'Great quality, exactly as described.',
      'Fast delivery and well packed.',
      'Really happy with this purchase!',
      'Works perfectly, would buy again.',
      'Excellent value for the price.',
      'The seller was very helpful.',
    ],
    neutral: [
      "It's okay for the price.",
      'Decent, but delivery took a while.',
      'Does the job, nothing special.',
      'Good overall, the colour is slightly different.',
    ],
    negative: [
      'Not as described, disappointed.',
      'Stopped working after a week.',
      'The packaging was damaged on arrival.',
      'Quality could be better.',
    ],
  },
  zh: {
    authors: ['王**', '李**', '张**', '刘**', '陈**', '杨**', '赵**', '黄**'],
    positive: [
      '质量很好，和描述一致。',
      '发货快，包装很仔细。',
      '非常满意这次购物！',
      '用起来很好，会回购。',
      '性价比很高。',
      '卖家服务很周到。',
    ],
    neutral: [
      '这个价格还可以。',
      '还行，就是物流有点慢。',
      '能用，没什么特别的。',
      '整体不错，颜色略有色差。',
    ],
    negative: ['与描述不符，有点失望。', '用了一周就坏了。', '收到时包装破损了。', '质量有待提高。'],
  },
  zhtw: {
    authors: ['林**', '陳**', '黃**', '張**', '李**', '吳**', '蔡**', '許**'],
    positive: [
      '品質很好，跟描述一致。',
      '出貨快，包裝很仔細。',
      '非常滿意這次購物！',
      '用起來很好，會回購。',
      'CP值很高。',
      '賣家服務很周到。',
    ],
    neutral: [
      '這個價格還可以。',
      '還行，就是物流有點慢。',
      '能用，沒什麼特別的。',
      '整體不錯，顏色略有色差。',
    ],
    negative: ['與描述不符，有點失望。', '用了一週就壞了。', '收到時包裝破損了。', '品質有待加強。'],
  },
  es: {
    authors: [
      'María G.',
      'Carlos R.',
      'Lucía F.',
      'Javier M.',
      'Sofía L.',
      'Diego S.',
      'Carmen P.',
      'Pablo N.',
    ],
    positive: [
      'Muy buena calidad, tal como se describe.',
      'Envío rápido y bien embalado.',
      '¡Muy contento con la compra!',
      'Funciona perfectamente, volvería a comprarlo.',
      'Excelente relación calidad-precio.',
      'El vendedor fue muy amable.',
    ],
    neutral: [
      'Está bien para el precio.',
      'Correcto, pero el envío tardó un poco.',
      'Cumple, sin más.',
      'Bien en general, aunque el color es algo distinto.',
    ],
    negative: [
      'No es como se describe, decepcionado.',
      'Dejó de funcionar a la semana.',
      'El paquete llegó dañado.',
      'La calidad podría ser mejor.',
    ],
  },
  jp: {
    authors: ['さくら', 'ゆうと', 'あおい', 'はると', 'みお', 'けんじ', '田中', '鈴木'],
    positive: [
      '品質が良く、説明どおりでした。',
      '発送が早く、梱包も丁寧でした。',
      'とても満足しています！',
      '問題なく使えています。リピートします。',
      '価格以上の価値があります。',
      'ショップの対応がとても親切でした。',
    ],
    neutral: [
      '値段相応だと思います。',
      '悪くないですが、配送に少し時間がかかりました。',
      '普通に使えます。',
      '全体的に良いですが、色が少し違いました。',
    ],
    negative: [
      '説明と違っていて残念です。',
      '1週間で壊れてしまいました。',
      '届いたときに箱が破損していました。',
      '品質はいまひとつです。',
    ],
  },
  th: {
    authors: ['สมชาย', 'สุดา', 'อนันต์', 'มาลี', 'ปิยะ', 'วิไล', 'ธนา', 'นิดา'],
    positive: [
      'คุณภาพดี ตรงตามรายละเอียด',
      'ส่งไว แพ็กมาอย่างดี',
      'พอใจกับการซื้อครั้งนี้มาก!',
      'ใช้งานได้ดี จะซื้ออีกแน่นอน',
      'คุ้มค่ากับราคา',
      'ร้านค้าบริการดีมาก',
    ],
    neutral: ['โอเคสำหรับราคานี้', 'ใช้ได้ แต่ส่งช้าไปหน่อย', 'ใช้งานได้ ไม่มีอะไรพิเศษ', 'โดยรวมดี แต่สีต่างจากรูปเล็กน้อย'],
    negative: ['ไม่ตรงตามรายละเอียด ผิดหวัง', 'ใช้ได้แค่สัปดาห์เดียวก็เสีย', 'กล่องเสียหายตอนได้รับ', 'คุณภาพยังไม่ดีเท่าที่ควร'],
  },
};
