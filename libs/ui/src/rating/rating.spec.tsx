import { render, screen } from '@testing-library/react';
import { Rating } from './rating';

const label = (v: string) => `Rated ${v} out of 5`;

describe('Rating', () => {
  it('is an image labelled with one decimal', () => {
    render(<Rating value={4.25} label={label} />);
    const img = screen.getByRole('img', { name: 'Rated 4.3 out of 5' });
    expect(img).toHaveStyle({ '--rating-fill': '86%' });
  });

  it('clamps to 0–5', () => {
    const { rerender } = render(<Rating value={7} label={label} />);
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
    rerender(<Rating value={-1} label={label} />);
    expect(screen.getByRole('img', { name: 'Rated 0.0 out of 5' })).toHaveStyle({ '--rating-fill': '0%' });
    rerender(<Rating value={Number.NaN} label={label} />);
    expect(screen.getByRole('img', { name: 'Rated 0.0 out of 5' })).toBeInTheDocument();
  });

  it('can show the value and use a locale formatter', () => {
    const { container } = render(
      <Rating value={3.5} label={label} showValue formatValue={(v) => v.toFixed(1).replace('.', ',')} />,
    );
    expect(screen.getByRole('img', { name: 'Rated 3,5 out of 5' })).toBeInTheDocument();
    expect(container).toHaveTextContent('3,5');
  });
});
