import { act, render, screen } from '@testing-library/react';
import { ToastHost } from './toast';
import { toaster } from './toaster';
import { ToasterBridge } from './toaster-bridge';

describe('ToasterBridge', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderHost = () =>
    render(
      <ToastHost dismissLabel="Dismiss">
        <ToasterBridge />
      </ToastHost>,
    );

  it("announces the SDK's messages in the live region, the latest replacing the one before", () => {
    renderHost();
    act(() => toaster.show('Network error, please try again'));
    act(() => toaster.show('You are not logged in. Please log in.'));
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('You are not logged in. Please log in.');
    expect(region).not.toHaveTextContent('Network error');
  });

  it('hides a message after its duration (3 s by default)', () => {
    renderHost();
    act(() => toaster.show('Saved', 1_000));
    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => toaster.show('Done'));
    act(() => jest.advanceTimersByTime(2_999));
    expect(screen.getByRole('status')).toHaveTextContent('Done');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('stops showing messages once unmounted, while the host stays', () => {
    const { rerender } = renderHost();
    rerender(<ToastHost dismissLabel="Dismiss">{null}</ToastHost>);
    act(() => toaster.show('after unmount'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
