import type { StaffTranslator } from '../shared/translator';
import { decisionSchema } from './decision-schema';

const t = ((key: string) => key) as unknown as StaffTranslator;

const errorsOf = async (withAmount: boolean, values: object) => {
  try {
    await decisionSchema(t, withAmount).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('a decision’s rules', () => {
  it('asks for the reason when refusing, not when approving', async () => {
    expect(await errorsOf(false, { intent: 'refuse', amount: '', message: '  ' })).toEqual([
      'decision.reasonRequired',
    ]);
    expect(await errorsOf(false, { intent: 'approve', amount: '', message: '' })).toEqual([]);
  });

  it('asks a top-up’s approval for an amount above zero in dollars and cents', async () => {
    expect(await errorsOf(true, { intent: 'approve', amount: '', message: '' })).toEqual([
      'decision.amountRequired',
    ]);
    for (const amount of ['0', '-5', '1.005', 'ten'])
      expect(await errorsOf(true, { intent: 'approve', amount, message: '' })).toEqual([
        'decision.amountInvalid',
      ]);
    expect(await errorsOf(true, { intent: 'approve', amount: '95.50', message: '' })).toEqual([]);
    // Refusing a top-up needs no amount.
    expect(await errorsOf(true, { intent: 'refuse', amount: '', message: 'Blurred proof' })).toEqual([]);
  });
});
