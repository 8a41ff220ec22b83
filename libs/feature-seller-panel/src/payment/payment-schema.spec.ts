import { schemaErrors } from '@mall/forms/testing';
import { PANEL_NAMESPACES, type PanelTranslator } from '../shared/translator';
import { addresses, wallets } from '../testing/fixtures';
import { testI18n } from '../testing/render-page';
import { paymentSchema, type PaymentValues, takesAn } from './payment-schema';

const complete: PaymentValues = {
  addresses: { USDT: addresses.tron, ETH: addresses.ethereum, BTC: '' },
  bank_name: 'First Bank',
  account_name: 'Ada Lovelace',
  account_number: '',
  routing_number: '011000015',
  current_password: 'engine42',
};

async function schema(language: 'en' | 'es' = 'en') {
  const i18n = await testI18n(language, ['seller-panel', 'common']);
  return paymentSchema(i18n.getFixedT(language, [...PANEL_NAMESPACES]) as PanelTranslator, wallets);
}

describe('paymentSchema', () => {
  it('says "an ERC20 address", "a TRC20 address" and "a Bitcoin address"', async () => {
    const errors = await schemaErrors(await schema(), {
      ...complete,
      addresses: { USDT: 'nonsense', ETH: 'nonsense', BTC: 'nonsense' },
    });
    expect(errors).toEqual({
      'addresses.USDT': 'This is not a TRC20 address.',
      'addresses.ETH': 'This is not an ERC20 address.',
      'addresses.BTC': 'This is not a Bitcoin address.',
    });
  });

  it('keeps the other languages’ wording, which has no article to agree', async () => {
    const errors = await schemaErrors(await schema('es'), {
      ...complete,
      addresses: { ...complete.addresses, ETH: 'nonsense' },
    });
    expect(errors).toEqual({ 'addresses.ETH': 'No es una dirección de ERC20.' });
  });

  it.each([
    ['ERC20', true],
    ['ETH', true],
    ['TRC20', false],
    ['BTC', false],
    ['Bitcoin', false],
    ['Ethereum', true],
  ])('%s takes "an": %s', (network, an) => {
    expect(takesAn(network)).toBe(an);
  });

  it('takes an account number typed with dashes or spaces, and keeps its letters and digits', async () => {
    const form = await schema();
    for (const typed of ['1234-5678-9012', '1234 5678 9012', ' 1234 - 5678 - 9012 ']) {
      expect(await schemaErrors(form, { ...complete, account_number: typed })).toEqual({});
      expect(form.cast({ ...complete, account_number: typed }).account_number).toBe('123456789012');
    }
  });

  it('still refuses an account number of too few letters and digits, or with other marks', async () => {
    const form = await schema();
    for (const typed of ['12-3', '1234/5678']) {
      expect(await schemaErrors(form, { ...complete, account_number: typed })).toEqual({
        account_number: 'Use 4 to 34 letters and digits.',
      });
    }
  });
});
