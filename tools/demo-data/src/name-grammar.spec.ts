import { esAdjective, joinAdjectiveNoun } from './name-grammar';

describe('esAdjective', () => {
  it.each([
    ['ligero', 'm', 'ligero'],
    ['ligero', 'f', 'ligera'],
    ['ligero', 'mp', 'ligeros'],
    ['ligero', 'fp', 'ligeras'],
    ['antideslizante', 'fp', 'antideslizantes'],
    ['minimalista', 'mp', 'minimalistas'],
    ['portátil', 'mp', 'portátiles'],
    ['informal', 'f', 'informal'],
    ['familiar', 'mp', 'familiares'],
    ['premium', 'fp', 'premium'],
    ['de algodón', 'fp', 'de algodón'],
  ] as const)('%s (%s) → %s', (adjective, gender, expected) => {
    expect(esAdjective(adjective, gender)).toBe(expected);
  });
});

describe('joinAdjectiveNoun', () => {
  it('follows each language’s word order', () => {
    expect(
      joinAdjectiveNoun(
        ['Wireless', '无线', '無線', 'inalámbrico', 'ワイヤレス', 'ไร้สาย'],
        ['Earbuds', '耳机', '耳機', 'Auriculares', 'イヤホン', 'หูฟัง'],
        'mp',
      ),
    ).toEqual([
      'Wireless Earbuds',
      '无线耳机',
      '無線耳機',
      'Auriculares inalámbricos',
      'ワイヤレスイヤホン',
      'หูฟังไร้สาย',
    ]);
  });

  it('keeps a space between two Latin words in CJK, and around Latin words in Thai', () => {
    const joined = joinAdjectiveNoun(
      ['4K', '4K', '4K', '4K', '4K', 'GPS'],
      ['Cam', 'Cam', '相機', 'Cámara', 'カメラ', 'กล้อง'],
      'f',
    );
    expect(joined[1]).toBe('4K Cam');
    expect(joined[2]).toBe('4K相機');
    expect(joined[5]).toBe('กล้อง GPS');
  });
});
