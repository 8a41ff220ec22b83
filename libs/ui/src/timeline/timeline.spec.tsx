import { render, screen, within } from '@testing-library/react';
import { Timeline, type TimelineItem } from './timeline';

const stateLabels = { done: '(done)', current: 'Now', upcoming: '(to come)', failed: '(stopped)' };

const shipped: TimelineItem[] = [
  {
    id: 'placed',
    title: 'Placed',
    state: 'done',
    time: { dateTime: '2026-01-15T09:30:00Z', label: 'Jan 15' },
  },
  { id: 'paid', title: 'Paid', state: 'done' },
  {
    id: 'shipped',
    title: 'Shipped',
    state: 'current',
    time: { dateTime: '2026-01-16T08:00:00Z', label: 'Jan 16, 8:00' },
    detail: 'Swift Freight SF1234567890',
  },
  { id: 'delivered', title: 'Delivered', state: 'upcoming' },
];

describe('Timeline', () => {
  it('is a labelled ordered list, oldest first, with the current step announced', () => {
    render(<Timeline items={shipped} label="Order progress" stateLabels={stateLabels} />);
    const list = screen.getByRole('list', { name: 'Order progress' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    expect(items[0]).toHaveTextContent('Placed (done)Jan 15');
    expect(items[2]).toHaveTextContent('ShippedNowJan 16, 8:00Swift Freight SF1234567890');
    expect(items[3]).toHaveTextContent('Delivered (to come)');
  });

  it('gives each time its machine-readable value', () => {
    render(<Timeline items={shipped} label="Order progress" />);
    const time = screen.getByText('Jan 16, 8:00');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-01-16T08:00:00Z');
  });

  it('marks a failed step as where things stand when told so, with its own symbol', () => {
    render(
      <Timeline
        label="Order progress"
        stateLabels={stateLabels}
        items={[
          { id: 'placed', title: 'Placed', state: 'done' },
          {
            id: 'cancelled',
            title: 'Cancelled by you',
            state: 'failed',
            current: true,
            detail: 'Wrong size',
          },
        ]}
      />,
    );
    const [, cancelled] = screen.getAllByRole('listitem');
    expect(cancelled).toHaveAttribute('aria-current', 'step');
    expect(cancelled).toHaveTextContent('✕Cancelled by you (stopped)Wrong size');
  });

  it('shows a given icon instead of the state’s symbol', () => {
    render(<Timeline label="Steps" items={[{ id: 'a', title: 'Shipped', state: 'done', icon: '🚚' }]} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('🚚Shipped');
  });
});
