import { render, screen } from '@testing-library/react';
import { MessageText, messageParts } from './message-text';

describe('MessageText', () => {
  it('shows markup as the characters typed, never as HTML', () => {
    const { container } = render(<MessageText text={'<img src=x onerror=alert(1)> <b>bold</b>'} />);
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)> <b>bold</b>')).toBeInTheDocument();
  });

  it('links http(s) addresses only, opening outside, and leaves sentence punctuation out of them', () => {
    render(
      <MessageText text={'See https://example.com/a?b=1. Not javascript:alert(1) nor www.example.com'} />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.com/a?b=1');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('splits text and links in order', () => {
    expect(messageParts('a http://x.test b')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'link', href: 'http://x.test' },
      { kind: 'text', text: ' b' },
    ]);
  });
});
