import type { StaffTranslator } from '../shared/translator';
import { decisionSchema } from './decision-schema';

const t = ((key: string) => key) as unknown as StaffTranslator;

const errorsOf = async (values: object, withAmount = false, withPayoutId = false) => {
  try {
    await decisionSchema(t, withAmount, withPayoutId).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('a decision’s rules', () => {
  it('asks for the reason when refusing, not when approving', async () => {
    expect(await errorsOf({ intent: 'refuse', amount: '', message: '  ' })).toEqual([
      'decision.reasonRequired',
    ]);
    expect(await errorsOf({ intent: 'approve', amount: '', message: '' })).toEqual([]);
  });

  it('asks a top-up’s approval for an amount above zero in dollars and cents', async () => {
    expect(await errorsOf({ intent: 'approve', amount: '', message: '' }, true)).toEqual([
      'decision.amountRequired',
    ]);
    for (const amount of ['0', '-5', '1.005', 'ten'])
      expect(await errorsOf({ intent: 'approve', amount, message: '' }, true)).toEqual([
        'decision.amountInvalid',
      ]);
    expect(await errorsOf({ intent: 'approve', amount: '95.50', message: '' }, true)).toEqual([]);
    // Refusing a top-up needs no amount, but its reason.
    expect(await errorsOf({ intent: 'refuse', amount: '', message: 'Blurred proof' }, true)).toEqual([]);
    expect(await errorsOf({ intent: 'refuse', amount: '', message: '' }, true)).toEqual([
      'decision.reasonRequired',
    ]);
  });

  it('asks a payout for its transaction id', async () => {
    expect(await errorsOf({ intent: 'approve', payoutId: ' ', message: '' }, false, true)).toEqual([
      'decision.payoutIdRequired',
    ]);
    expect(await errorsOf({ intent: 'approve', payoutId: '0xabc', message: '' }, false, true)).toEqual([]);
    expect(
      await errorsOf({ intent: 'refuse', payoutId: '', message: 'Address invalid' }, false, true),
    ).toEqual([]);
  });
});
