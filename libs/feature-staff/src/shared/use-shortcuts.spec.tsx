import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useShortcuts } from './use-shortcuts';

function Harness({ approve }: { approve: () => void }) {
  useShortcuts({ a: approve });
  return <input aria-label="Message" />;
}

describe('single-key shortcuts', () => {
  it('fire on the page but not while typing in a field', async () => {
    const user = userEvent.setup();
    const approve = jest.fn();
    render(<Harness approve={approve} />);
    await user.keyboard('a');
    expect(approve).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.keyboard('a');
    expect(approve).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('a');
  });

  it('leave keys held with a modifier to the browser', async () => {
    const user = userEvent.setup();
    const approve = jest.fn();
    render(<Harness approve={approve} />);
    await user.keyboard('{Control>}a{/Control}');
    expect(approve).not.toHaveBeenCalled();
  });
});
