import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SearchCombobox, type SearchComboboxGroup, type SearchComboboxProps } from './search-combobox';

const labels = { input: 'Search', placeholder: 'Search products', submit: 'Search now' };
const groups: SearchComboboxGroup[] = [
  {
    key: 'products',
    label: 'Products',
    options: [
      { key: 'p1', label: 'Electric Kettle', image: 'k.png' },
      { key: 'p2', label: 'Steel Kettle' },
    ],
  },
  { key: 'shops', label: 'Shops', options: [{ key: 's1', label: 'Kettleworks Outlet' }] },
  { key: 'empty', label: 'Categories', options: [] },
];

function Harness(props: Partial<SearchComboboxProps>) {
  const [value, setValue] = useState('');
  return (
    <SearchCombobox
      labels={labels}
      value={value}
      onValueChange={setValue}
      groups={groups}
      onSelect={() => undefined}
      onSubmit={() => undefined}
      {...props}
    />
  );
}

describe('SearchCombobox', () => {
  it('opens its grouped list when typing and names it for the box', async () => {
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'ke');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Search' });
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(screen.getByRole('group', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Shops' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Electric Kettle',
      'Steel Kettle',
      'Kettleworks Outlet',
    ]);
  });

  it('moves the active option with the arrows, across groups and back to the box, and Enter takes it', async () => {
    const onSelect = jest.fn();
    const onSubmit = jest.fn();
    render(<Harness onSelect={onSelect} onSubmit={onSubmit} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'ke');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'Kettleworks Outlet' });
    expect(box).toHaveAttribute('aria-activedescendant', active.id);
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', active.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledWith({ key: 'p2', label: 'Steel Kettle' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches for the text on Enter with no option active, and not for blanks', async () => {
    const onSubmit = jest.fn();
    render(<Harness onSubmit={onSubmit} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, ' kettel {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('kettel');
    await userEvent.click(screen.getByRole('button', { name: 'Search now' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('closes on Escape, then clears the box on a second Escape', async () => {
    render(<Harness />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'ke{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('ke');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('takes an option clicked with the mouse and shows a note and a footer', async () => {
    const onSelect = jest.fn();
    const onClear = jest.fn();
    render(
      <Harness
        onSelect={onSelect}
        note="Showing suggestions for kettle"
        footer={
          <button type="button" onClick={onClear}>
            Clear
          </button>
        }
      />,
    );
    await userEvent.click(screen.getByRole('combobox'));
    expect(screen.getByText('Showing suggestions for kettle')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('option', { name: 'Electric Kettle' }));
    expect(onSelect).toHaveBeenCalledWith(groups[0]!.options[0]);
  });

  it('closes when focus leaves the box and its list', async () => {
    render(
      <>
        <Harness />
        <button type="button">Elsewhere</button>
      </>,
    );
    await userEvent.type(screen.getByRole('combobox'), 'ke');
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });
});
