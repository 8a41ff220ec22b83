import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Sheet } from './sheet';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Settings
      </button>
      <Sheet open={open} title="Language and currency" closeLabel="Close" onClose={() => setOpen(false)}>
        <label>
          Language
          <select defaultValue="en">
            <option value="en">English</option>
            <option value="th">ไทย</option>
          </select>
        </label>
      </Sheet>
    </>
  );
}

describe('Sheet', () => {
  it('opens as a modal dialog named by its title and closes from its close button, focus going back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Settings' });
    await user.click(opener);

    const sheet = screen.getByRole('dialog', { name: 'Language and currency' });
    expect(sheet).toHaveAttribute('open');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
