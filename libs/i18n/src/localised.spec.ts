import { pickLocalised } from './localised';

describe('pickLocalised', () => {
  const product = { id: 7, name_en: 'Phone', name_zh: '手机', name_th: '', name_es: null };

  it('picks the field in the requested language', () => {
    expect(pickLocalised(product, 'name', 'zh')).toEqual({ text: '手机', lang: 'zh' });
    expect(pickLocalised(product, 'name', 'en')).toEqual({ text: 'Phone', lang: 'en' });
  });

  it('falls back to English when the language has no text, and says so', () => {
    expect(pickLocalised(product, 'name', 'jp')).toEqual({ text: 'Phone', lang: 'en' });
    expect(pickLocalised(product, 'name', 'th')).toEqual({ text: 'Phone', lang: 'en' });
    expect(pickLocalised(product, 'name', 'es')).toEqual({ text: 'Phone', lang: 'en' });
    expect(pickLocalised({ name_zhtw: '  ', name_en: 'Case' }, 'name', 'zhtw')).toEqual({
      text: 'Case',
      lang: 'en',
    });
  });

  it('gives empty English text when there is none at all', () => {
    expect(pickLocalised({ description_zh: '说明' }, 'description', 'es')).toEqual({ text: '', lang: 'en' });
  });
});
