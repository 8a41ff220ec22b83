import { render, screen, within } from '@testing-library/react';
import { RatingBreakdown } from './rating-breakdown';

const props = {
  label: 'Ratings by stars',
  starsLabel: (stars: number) => `${stars}★`,
  rowLabel: (stars: number, count: string) => `${stars} stars: ${count} reviews`,
};

const bar = (row: HTMLElement) => row.querySelector<HTMLElement>('[style]')!;

describe('RatingBreakdown', () => {
  it('lists 5★ down to 1★, each with its count read out', () => {
    render(<RatingBreakdown {...props} counts={[1, 0, 2, 3, 14]} />);
    const rows = within(screen.getByRole('list', { name: 'Ratings by stars' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '5 stars: 14 reviews5★14',
      '4 stars: 3 reviews4★3',
      '3 stars: 2 reviews3★2',
      '2 stars: 0 reviews2★0',
      '1 stars: 1 reviews1★1',
    ]);
  });

  it('draws each bar as long as its share of all ratings, and no bar when there are none', () => {
    const { rerender } = render(<RatingBreakdown {...props} counts={[0, 0, 1, 1, 2]} />);
    const rows = () => screen.getAllByRole('listitem');
    expect(rows().map((row) => bar(row).style.getPropertyValue('--share'))).toEqual([
      '50%',
      '25%',
      '25%',
      '0%',
      '0%',
    ]);
    rerender(<RatingBreakdown {...props} counts={[0, 0, 0, 0, 0]} />);
    expect(rows().every((row) => bar(row).style.getPropertyValue('--share') === '0%')).toBe(true);
  });

  it('formats the counts for the language', () => {
    render(
      <RatingBreakdown {...props} counts={[0, 0, 0, 0, 12345]} formatCount={(n) => n.toLocaleString('en')} />,
    );
    expect(screen.getByText('5 stars: 12,345 reviews')).toBeInTheDocument();
  });
});
