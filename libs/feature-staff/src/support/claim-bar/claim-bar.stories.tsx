import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClaimBar } from './claim-bar';

const RITA = { id: 4, name: 'Rita Reviewer' };

const meta = {
  title: 'Staff console/Support/Claim bar',
  component: ClaimBar,
  args: { assignee: null, meId: RITA.id, busy: false, onClaim: fn() },
} satisfies Meta<typeof ClaimBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody answers yet: the staff member takes the conversation. */
export const NotClaimed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nobody answers this conversation yet')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Take this conversation' }));
    await expect(args.onClaim).toHaveBeenCalledWith({});
  },
};

/** The staff member's own: they can give it back. */
export const Mine: Story = {
  args: { assignee: RITA },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Give it back' }));
    await expect(args.onClaim).toHaveBeenCalledWith({ release: true });
  },
};

/** Someone else answers it: the staff member may take it over. */
export const SomeoneElse: Story = {
  args: { assignee: { id: 9, name: 'Sam Support' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Answered by Sam Support')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Take over' }));
    await expect(args.onClaim).toHaveBeenCalledWith({ take_over: true });
  },
};

/** While a claim is on its way the button waits. */
export const Busy: Story = { args: { busy: true } };
