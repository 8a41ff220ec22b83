import { act, render, screen } from '@testing-library/react';
import { testI18n } from '../testing/render-page';
import { UnpaidCountdown } from './unpaid-countdown';

describe('UnpaidCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-01-15T12:29:57.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('ticks every second, stops at zero and asks for the order once', async () => {
    jest.useRealTimers();
    const i18n = await testI18n('en', ['orders', 'common']);
    jest.useFakeTimers({ now: Date.parse('2026-01-15T12:29:57.000Z') });
    const onElapsed = jest.fn();
    render(
      <UnpaidCountdown
        t={i18n.getFixedT('en', ['orders', 'common'])}
        deadline="2026-01-15T12:30:00.000Z"
        onElapsed={onElapsed}
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('Time left to pay: 0:00:03');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Time left to pay: 0:00:02');
    expect(onElapsed).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The time to pay is over: this order is being cancelled.',
    );
    act(() => jest.advanceTimersByTime(5000));
    expect(onElapsed).toHaveBeenCalledTimes(1);
  });

  it('reads hours, minutes and seconds', async () => {
    jest.useRealTimers();
    const i18n = await testI18n('th', ['orders', 'common']);
    jest.useFakeTimers({ now: Date.parse('2026-01-15T09:30:00.000Z') });
    render(
      <UnpaidCountdown
        t={i18n.getFixedT('th', ['orders', 'common'])}
        deadline="2026-01-15T12:30:00.000Z"
        onElapsed={jest.fn()}
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('เวลาที่เหลือในการชำระเงิน: 3:00:00');
  });
});
