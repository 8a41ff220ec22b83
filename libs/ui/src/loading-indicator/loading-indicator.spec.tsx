import { act, render, renderHook, screen } from '@testing-library/react';
import { LoadingIndicator } from './loading-indicator';
import { useLingeringFlag } from './use-lingering-flag';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useLingeringFlag', () => {
  it('is false while never active', () => {
    const { result } = renderHook(() => useLingeringFlag(false));
    expect(result.current).toBe(false);
  });

  it('stays true for 2 s after active turns false', () => {
    const { result, rerender } = renderHook(({ active }) => useLingeringFlag(active), {
      initialProps: { active: true },
    });
    expect(result.current).toBe(true);
    rerender({ active: false });
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(1999));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('restarts the window when loading blinks again', () => {
    const { result, rerender } = renderHook(({ active }) => useLingeringFlag(active, 2000), {
      initialProps: { active: true },
    });
    rerender({ active: false });
    act(() => jest.advanceTimersByTime(1500));
    rerender({ active: true });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(true);
    rerender({ active: false });
    act(() => jest.advanceTimersByTime(1999));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('drops at once with a zero linger', () => {
    const { result, rerender } = renderHook(({ active }) => useLingeringFlag(active, 0), {
      initialProps: { active: true },
    });
    rerender({ active: false });
    expect(result.current).toBe(false);
  });
});

describe('LoadingIndicator', () => {
  it('shows a labelled spinner and aria-busy while active', () => {
    const { container } = render(
      <LoadingIndicator active label="Loading">
        <p>Orders</p>
      </LoadingIndicator>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('aria-busy', 'true');
  });

  it('hides the spinner at once but keeps the flag for 2 s', () => {
    const view = (active: boolean) => (
      <LoadingIndicator active={active} label="Loading">
        {({ flagged }) => (
          <button type="button" disabled={flagged}>
            Pay
          </button>
        )}
      </LoadingIndicator>
    );
    const { rerender, container } = render(view(true));
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();

    rerender(view(false));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(container.firstChild).toHaveAttribute('aria-busy', 'false');
    expect(container.firstChild).toHaveAttribute('data-flagged', 'true');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(2000));
    expect(container.firstChild).toHaveAttribute('data-flagged', 'false');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });
});
