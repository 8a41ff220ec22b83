import { render, screen } from '@testing-library/react';
import { Price } from './price';

describe('Price', () => {
  it('renders the formatted amount as given', () => {
    const { container } = render(<Price amount="$12.50" />);
    expect(container).toHaveTextContent(/^\$12\.50$/);
    expect(container.firstChild).not.toHaveAttribute('title');
  });

  it('strikes through the list price with a reading label', () => {
    const { container } = render(<Price amount="$9.99" listAmount="$19.99" listLabel="Original price:" />);
    const struck = container.querySelector('s');
    expect(struck).toHaveTextContent('Original price: $19.99');
    expect(screen.getByText('$9.99')).toBeInTheDocument();
  });

  it('marks converted amounts as approximate with a title and hidden text', () => {
    const { container } = render(
      <Price amount="฿350.00" approximateLabel="Approximately, converted from USD" />,
    );
    expect(container.firstChild).toHaveAttribute('title', 'Approximately, converted from USD');
    expect(screen.getByText('≈')).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent('Approximately, converted from USD ฿350.00');
  });
});
