import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FloatingServiceButton, isExternalUrl } from './floating-service-button';

describe('isExternalUrl', () => {
  it('treats http(s) and protocol-relative URLs as external', () => {
    expect(isExternalUrl('https://chat.example.com/room')).toBe(true);
    expect(isExternalUrl('HTTP://x.example')).toBe(true);
    expect(isExternalUrl('//cdn.example/chat')).toBe(true);
    expect(isExternalUrl('/support')).toBe(false);
    expect(isExternalUrl('mailto:help@mall.example')).toBe(false);
  });
});

describe('FloatingServiceButton', () => {
  it('opens absolute URLs in a new tab, safely', () => {
    render(
      <FloatingServiceButton
        href="https://chat.example.com"
        label="Customer service"
        newTabLabel="(opens in a new tab)"
      />,
    );
    const link = screen.getByRole('link', { name: 'Customer service (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps relative URLs in the same tab', () => {
    render(
      <FloatingServiceButton href="/support" label="Customer service" newTabLabel="(opens in a new tab)" />,
    );
    const link = screen.getByRole('link', { name: 'Customer service' });
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });

  it('is a button with onClick', async () => {
    const onClick = jest.fn();
    render(<FloatingServiceButton onClick={onClick} label="Chat with us" showLabel />);
    await userEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
