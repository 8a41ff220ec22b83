import { render, screen, within } from '@testing-library/react';
import { TabBar, type TabBarItem } from './tab-bar';

const items: TabBarItem[] = [
  { id: 'home', label: 'Home', icon: <svg />, href: '#/home', current: true },
  {
    id: 'cart',
    label: 'Cart',
    icon: <svg />,
    href: '#/cart',
    badge: { count: 3, label: '3 items in your cart' },
  },
];

describe('TabBar', () => {
  it('lists each section as a link, marks the current one and speaks the cart count', () => {
    render(<TabBar label="Main sections" items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Main sections' });
    const home = within(nav).getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '#/home');
    expect(home).toHaveAttribute('aria-current', 'page');
    const cart = within(nav).getByRole('link', { name: /Cart/ });
    expect(cart).not.toHaveAttribute('aria-current');
    expect(cart).toHaveTextContent('3 items in your cart');
  });

  it('draws links with the component it is given', () => {
    render(
      <TabBar
        label="Main sections"
        items={items}
        renderLink={(item, { href, children, ...props }) => (
          <a data-to={item.id} href={`/app${href}`} {...props}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app#/home');
  });
});
