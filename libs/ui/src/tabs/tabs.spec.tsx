import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { id: 'all', label: 'All', content: 'All orders' },
  { id: 'unpaid', label: 'Unpaid', content: 'Unpaid orders' },
  { id: 'shipped', label: 'Shipped', content: 'Shipped orders', disabled: true },
  { id: 'done', label: 'Completed', content: 'Completed orders' },
];

describe('Tabs', () => {
  it('wires tablist, tabs and panels', () => {
    render(<Tabs items={items} label="Order status" />);
    expect(screen.getByRole('tablist', { name: 'Order status' })).toBeInTheDocument();
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(all).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Unpaid' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'All' });
    expect(panel).toHaveTextContent('All orders');
    expect(all).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('selects on click', async () => {
    const onChange = jest.fn();
    render(<Tabs items={items} label="Order status" onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Unpaid' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Unpaid orders');
    expect(onChange).toHaveBeenCalledWith('unpaid');
  });

  it('moves with arrow keys, skips disabled tabs and wraps', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Order status" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Unpaid' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Completed orders');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves Tab from the tab list into the panel', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Order status" />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('follows a controlled selection', () => {
    render(<Tabs items={items} label="Order status" selectedId="done" />);
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
  });
});
