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
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = await openDialog();
    // Modal, not `show()`: the browser makes the page behind inert, so Tab stays in the dialog.
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('You cannot undo this.');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    showModal.mockRestore();
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

  it('leaves the closing to its owner: a cancelled close request keeps it open until `open` changes', async () => {
    const onCancel = jest.fn();
    const user = userEvent.setup();
    render(
      <ConfirmDialog
        open
        title="Leave?"
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={jest.fn()}
        onCancel={onCancel}
      />,
    );
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Leave?' })).toHaveAttribute('open');
  });

  it('cancels on a backdrop click but not on a click inside', async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByText('You cannot undo this.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The panel fills the dialog: a click on the dialog element itself is a click on its backdrop.
    await user.click(dialog);
    expect(screen.getByText('Result: cancelled')).toBeInTheDocument();
  });

  it('does not cancel when a press inside ends on the backdrop', async () => {
    const { user, dialog } = await openDialog();
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByText('You cannot undo this.') },
      { keys: '[/MouseLeft]', target: dialog },
    ]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText('Result: none')).toBeInTheDocument();
  });
});
