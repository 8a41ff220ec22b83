import { render, screen, within } from '@testing-library/react';
import { Steps } from './steps';

const steps = [
  { id: 'cart', label: 'Cart' },
  { id: 'address', label: 'Address' },
  { id: 'payment', label: 'Payment', description: 'Wallet, card or cash' },
  { id: 'done', label: 'Done' },
];

describe('Steps', () => {
  it('is a labelled ordered list with the current step marked', () => {
    render(<Steps steps={steps} current={2} label="Checkout progress" completedLabel="(completed)" />);
    const list = screen.getByRole('list', { name: 'Checkout progress' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).toHaveTextContent('Wallet, card or cash');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Cart (completed)');
    expect(items[3]).not.toHaveTextContent('(completed)');
  });

  it('marks nothing past the end', () => {
    render(<Steps steps={steps} current={4} label="Checkout progress" />);
    expect(screen.getAllByRole('listitem').some((item) => item.hasAttribute('aria-current'))).toBe(false);
  });
});
