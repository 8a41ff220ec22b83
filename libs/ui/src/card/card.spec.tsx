import { render, screen } from '@testing-library/react';
import { Card } from './card';

describe('Card', () => {
  it('is a region named by its level-2 heading, holding its content', () => {
    render(
      <Card title="Bank account">
        <p>Payouts go here.</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Bank account' });
    expect(screen.getByRole('heading', { level: 2, name: 'Bank account' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Payouts go here.');
  });

  it('without a title is only a frame: no heading, no region', () => {
    render(
      <Card>
        <p>A chart</p>
      </Card>,
    );
    expect(screen.getByText('A chart')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
