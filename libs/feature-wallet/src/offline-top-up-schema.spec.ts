import { schemaErrors } from '@mall/forms/testing';
import { testI18n } from '@mall/sdk/testing/page';
import { offlineTopUpSchema } from './offline-top-up-schema';

const limits = { minMinor: 10_000, maxMinor: 100_000_000 };
const schemaIn = async (language: 'en' | 'th') => {
  const i18n = await testI18n(language, ['wallet', 'common']);
  return offlineTopUpSchema(i18n.getFixedT(language, ['wallet', 'common']), limits, '$100.00');
};
const proof = new File(['png'], 'transfer.png', { type: 'image/png' });
const valid = { walletCode: 'USDT', amount: '150', transactionId: ' 0xabc ', proof: [proof] };

describe('offlineTopUpSchema', () => {
  it('takes an amount within the limits, a transaction id and one proof picture', async () => {
    expect(await schemaErrors(await schemaIn('en'), valid)).toEqual({});
  });

  it('names every missing or wrong field', async () => {
    const errors = await schemaErrors(await schemaIn('en'), {
      walletCode: 'USDT',
      amount: '99.99',
      transactionId: '   ',
      proof: [],
    });
    expect(errors).toEqual({
      amount: 'Enter an amount of at least $100.00',
      transactionId: 'Required',
      proof: 'Required',
    });
  });

  it('refuses a proof that is not a picture the server takes, or is too large, naming the file', async () => {
    const schema = await schemaIn('en');
    const text = new File(['paid'], 'notes.txt', { type: 'text/plain' });
    expect(await schemaErrors(schema, { ...valid, proof: [text] })).toEqual({
      proof: 'notes.txt was not attached: the proof must be a JPEG, PNG, GIF or WebP picture.',
    });
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    expect(await schemaErrors(schema, { ...valid, proof: [svg] })).toEqual({
      proof: 'logo.svg was not attached: the proof must be a JPEG, PNG, GIF or WebP picture.',
    });
    const huge = new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'huge.webp', { type: 'image/webp' });
    expect(await schemaErrors(schema, { ...valid, proof: [huge] })).toEqual({
      proof: 'huge.webp was not attached: the proof must be at most 8 MB.',
    });
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      const picture = new File(['x'], 'transfer', { type });
      expect(await schemaErrors(schema, { ...valid, proof: [picture] })).toEqual({});
    }
  });

  it('refuses what is not an amount, in the shopper’s language', async () => {
    const errors = await schemaErrors(await schemaIn('th'), { ...valid, amount: '1,5,0' });
    expect(Object.keys(errors)).toEqual(['amount']);
    expect(errors['amount']).not.toMatch(/Enter an amount/);
  });
});
