import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Remove from cart?',
    message: 'The item leaves your cart; you can add it again later.',
    confirmLabel: 'Remove',
    cancelLabel: 'Cancel',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: 'Remove from cart?' });
    await expect(dialog).toHaveAttribute('open');
    await expect(canvas.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    // Escape only asks: the dialog stays until its owner sets `open` to false.
    await expect(dialog).toHaveAttribute('open');
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Delete this address?',
    message: 'You cannot undo this.',
    confirmLabel: 'Delete',
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Delete this address?' });
    // The panel fills the dialog: the dialog element itself is hit only through its backdrop.
    await userEvent.click(dialog);
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Confirming: Story = { args: { confirming: true } };

/** Opens from a button and gives focus back to it when closed. */
export const FromTrigger: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete address
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          tone="danger"
          onConfirm={() => {
            args.onConfirm();
            setOpen(false);
          }}
          onCancel={() => {
            args.onCancel();
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Delete address' });
    await userEvent.click(opener);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};
