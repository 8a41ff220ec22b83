import { render, screen } from '@testing-library/react';
import { Badge, formatBadgeCount } from './badge';

describe('formatBadgeCount', () => {
  it('caps at 999 by default', () => {
    expect(formatBadgeCount(999)).toBe('999');
    expect(formatBadgeCount(1000)).toBe('999+');
    expect(formatBadgeCount(12, 9)).toBe('9+');
  });
});

describe('Badge', () => {
  it('shows the count visually and the label to assistive technology', () => {
    render(
      <a href="/cart">
        <Badge count={3} label="3 items in your cart">
          <svg aria-hidden="true" />
        </Badge>
      </a>,
    );
    const link = screen.getByRole('link', { name: '3 items in your cart' });
    expect(link).toHaveTextContent('3');
  });

  it('shows 999+ above the maximum', () => {
    render(<Badge count={1500} label="1500 unread notices" />);
    expect(screen.getByText('999+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('1500 unread notices')).toBeInTheDocument();
  });

  it('hides at zero but keeps its children', () => {
    const { container } = render(
      <Badge count={0} label="No items">
        <span>Cart</span>
      </Badge>,
    );
    expect(screen.getByText('Cart')).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    expect(screen.queryByText('No items')).not.toBeInTheDocument();
    expect(container).toHaveTextContent(/^Cart$/);
  });

  it('renders nothing at zero without children', () => {
    const { container } = render(<Badge count={0} label="No items" />);
    expect(container).toBeEmptyDOMElement();
  });
});
