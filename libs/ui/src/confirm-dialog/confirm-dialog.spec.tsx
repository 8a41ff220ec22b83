import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function Harness(props: Partial<ConfirmDialogProps>) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState('none');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete address
      </button>
      <p>Result: {result}</p>
      <ConfirmDialog
        open={open}
        title="Delete this address?"
        message="You cannot undo this."
        confirmLabel="Delete"
        cancelLabel="Keep"
        onConfirm={() => {
          setResult('confirmed');
          setOpen(false);
        }}
        onCancel={() => {
          setResult('cancelled');
          setOpen(false);
        }}
        {...props}
      />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<Harness tone="danger" />);
  const opener = screen.getByRole('button', { name: 'Delete address' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Delete this address?' }) };
}

describe('ConfirmDialog', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled, described modal dialog that focuses confirm', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('You cannot undo this.');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('confirms and returns focus to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Result: confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('cancels with Escape and returns focus', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.getByText('Result: cancelled')).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('cancels with the cancel button', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.getByText('Result: cancelled')).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const keep = screen.getByRole('button', { name: 'Keep' });
    const remove = screen.getByRole('button', { name: 'Delete' });
    await user.tab();
    expect(keep).toHaveFocus();
    await user.tab({ shift: true });
    expect(remove).toHaveFocus();
    await user.tab({ shift: true });
    expect(keep).toHaveFocus();
  });

  it('cancels on a backdrop click but not on a click inside', async () => {
    const { user, dialog } = await openDialog();
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement!);
    expect(screen.getByText('Result: cancelled')).toBeInTheDocument();
  });
});
