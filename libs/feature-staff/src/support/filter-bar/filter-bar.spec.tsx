import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../../testing/render-page';
import { FilterBar } from './filter-bar';

describe('the support inbox filter bar', () => {
  it('presses the listed filter only and reports another one chosen from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const i18n = await testI18n('en', ['staff', 'chat']);
    render(
      <I18nextProvider i18n={i18n}>
        <FilterBar value="mine" onChange={onChange} />
      </I18nextProvider>,
    );
    const group = screen.getByRole('group', { name: 'Which conversations' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mine' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Unassigned' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Unassigned' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('unassigned');
  });

  it('names the filters in the reader language', async () => {
    const i18n = await testI18n('th', ['staff', 'chat']);
    render(
      <I18nextProvider i18n={i18n}>
        <FilterBar value="all" onChange={jest.fn()} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('group', { name: 'บทสนทนาที่แสดง' })).toBeInTheDocument();
    expect(screen.getByRole('button', { pressed: true })).toHaveTextContent('ทั้งหมด');
    expect(screen.getByRole('button', { name: 'ของฉัน' })).toHaveAttribute('aria-pressed', 'false');
  });
});
