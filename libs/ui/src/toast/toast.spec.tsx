import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toast, ToastHost, useToast, type ToastOptions } from './toast';

function Trigger({ message, options }: { message: string; options?: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(message, options)}>
      Show {message}
    </button>
  );
}

describe('ToastHost / useToast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('announces a toast politely and removes it after 3 s', async () => {
    render(
      <ToastHost>
        <Trigger message="Added to cart" />
      </ToastHost>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    await user().click(screen.getByRole('button', { name: 'Show Added to cart' }));
    expect(region).toHaveTextContent('Added to cart');

    act(() => jest.advanceTimersByTime(2999));
    expect(region).toHaveTextContent('Added to cart');
    act(() => jest.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('honours durationMs and keeps each toast on its own timer', async () => {
    render(
      <ToastHost>
        <Trigger message="Saved" options={{ durationMs: 1000, tone: 'success' }} />
        <Trigger message="Payment failed" options={{ durationMs: 5000, tone: 'error' }} />
      </ToastHost>,
    );
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Show Payment failed' }));
    act(() => jest.advanceTimersByTime(500));
    await u.click(screen.getByRole('button', { name: 'Show Saved' }));
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Payment failedSaved');

    act(() => jest.advanceTimersByTime(1000));
    expect(region).toHaveTextContent(/^Payment failed$/);
    act(() => jest.advanceTimersByTime(3500));
    expect(region).toBeEmptyDOMElement();
  });

  it('can be dismissed with the close button', async () => {
    render(
      <ToastHost dismissLabel="Dismiss">
        <Trigger message="Copied" />
      </ToastHost>,
    );
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Show Copied' }));
    await u.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('returns ids that dismiss programmatically; durationMs 0 stays', async () => {
    function Sticky() {
      const toast = useToast();
      const [id, setId] = useState<number | null>(null);
      return (
        <>
          <button type="button" onClick={() => setId(toast.show('Sticky', { durationMs: 0 }))}>
            Show sticky
          </button>
          <button type="button" onClick={() => id !== null && toast.dismiss(id)}>
            Dismiss sticky
          </button>
        </>
      );
    }
    render(
      <ToastHost>
        <Sticky />
      </ToastHost>,
    );
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Show sticky' }));
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Sticky');
    await u.click(screen.getByRole('button', { name: 'Dismiss sticky' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('throws a helpful error outside a host', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger message="x" />)).toThrow(/ToastHost/);
    spy.mockRestore();
  });
});

describe('Toast', () => {
  it('calls onDismiss after its duration', () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    render(<Toast message="Hello" onDismiss={onDismiss} />);
    act(() => jest.advanceTimersByTime(3000));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });
});
