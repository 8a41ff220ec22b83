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

  it('as an entry of a list is an article named by the heading it brings', () => {
    render(
      <Card as="article" size="compact" aria-labelledby="order-7">
        <h2 id="order-7">Order 7</h2>
        <p>2 items</p>
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Order 7' })).toHaveTextContent('2 items');
  });
});
