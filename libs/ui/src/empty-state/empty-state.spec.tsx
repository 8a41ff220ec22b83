import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading, message, hidden icon and action', () => {
    const { container } = render(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="Your cart is empty"
        message="Browse the catalogue to add items."
        action={<a href="/">Start shopping</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByText('Browse the catalogue to add items.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
    expect(container.querySelector('[aria-hidden="true"] svg')).toBeInTheDocument();
  });

  it('uses the requested heading level and renders without optional parts', () => {
    render(<EmptyState title="No orders yet" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
