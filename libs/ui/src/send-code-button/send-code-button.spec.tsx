import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SendCodeButton } from './send-code-button';

const label = (s: number) => (s > 0 ? `Resend in ${s} s` : 'Send code');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());
const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('SendCodeButton', () => {
  it('counts down 60 s after a click, disabled meanwhile', async () => {
    const onSend = jest.fn();
    render(<SendCodeButton onSend={onSend} label={label} />);
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button', { name: 'Resend in 60 s' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user().click(button);
    expect(onSend).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveAccessibleName('Resend in 59 s');
    act(() => jest.advanceTimersByTime(58_000));
    expect(button).toHaveAccessibleName('Resend in 1 s');
    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveAccessibleName('Send code');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('waits for an async send and is busy meanwhile', async () => {
    let resolve: () => void = () => undefined;
    const onSend = jest.fn(() => new Promise<void>((r) => (resolve = r)));
    render(<SendCodeButton onSend={onSend} label={label} seconds={5} />);
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => resolve());
    expect(screen.getByRole('button', { name: 'Resend in 5 s' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('stays ready when sending fails or returns false', async () => {
    const { rerender } = render(
      <SendCodeButton onSend={() => Promise.reject(new Error('429'))} label={label} />,
    );
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-disabled');

    rerender(<SendCodeButton onSend={() => false} label={label} />);
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-disabled');
  });
});
