import { testI18n } from '../testing/render-page';
import { schemaErrors } from '@mall/forms/testing';
import { commentSchema } from './comment-schema';

const schemaIn = async (language: 'en' | 'th') => {
  const i18n = await testI18n(language, ['orders', 'common']);
  return commentSchema(i18n.getFixedT(language, ['orders', 'common']));
};

describe('commentSchema', () => {
  it('accepts a rating of 1 to 5 stars with some words', async () => {
    const schema = await schemaIn('en');
    for (const rating of [1, 3, 5]) {
      expect(await schemaErrors(schema, { rating, content: 'Pours well' })).toEqual({});
    }
  });

  it('asks for a rating and for words, in the shopper’s language', async () => {
    expect(await schemaErrors(await schemaIn('en'), { rating: 0, content: '   ' })).toEqual({
      rating: 'Choose a rating from 1 to 5 stars.',
      content: 'Write a few words about the item.',
    });
    expect(await schemaErrors(await schemaIn('th'), { rating: 0, content: '' })).toEqual({
      rating: 'เลือกคะแนน 1 ถึง 5 ดาว',
      content: 'เขียนความเห็นเกี่ยวกับสินค้าสักเล็กน้อย',
    });
  });

  it('rejects ratings outside 1–5 and fractions', async () => {
    const schema = await schemaIn('en');
    for (const rating of [6, -1, 2.5]) {
      expect(await schemaErrors(schema, { rating, content: 'ok' })).toEqual({
        rating: 'Choose a rating from 1 to 5 stars.',
      });
    }
  });

  it('bounds the review at 2,000 characters like the API', async () => {
    const schema = await schemaIn('en');
    expect(await schemaErrors(schema, { rating: 4, content: 'a'.repeat(2000) })).toEqual({});
    expect(await schemaErrors(schema, { rating: 4, content: 'a'.repeat(2001) })).toEqual({
      content: 'A review can have at most 2,000 characters.',
    });
  });
});
