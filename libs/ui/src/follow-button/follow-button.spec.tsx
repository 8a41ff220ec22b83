import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FollowButton } from './follow-button';

const labels = {
  follow: 'Follow',
  following: 'Following',
  followers: '12 followers',
  notifyOn: 'Notify me of new products',
  notifyOff: 'Stop notices of new products',
};

describe('FollowButton', () => {
  it('offers Follow with the count to a shopper not following, and no bell', async () => {
    const onToggle = jest.fn();
    render(<FollowButton labels={labels} followed={false} onToggle={onToggle} onNotifyChange={jest.fn()} />);
    const button = screen.getByRole('button', { name: 'Follow' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('12 followers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: labels.notifyOn })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('shows Following, pressed, and a bell that turns the notices on and off', async () => {
    const onNotifyChange = jest.fn();
    const { rerender } = render(
      <FollowButton labels={labels} followed onToggle={jest.fn()} onNotifyChange={onNotifyChange} />,
    );
    expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: labels.notifyOn }));
    expect(onNotifyChange).toHaveBeenLastCalledWith(true);
    rerender(
      <FollowButton labels={labels} followed notify onToggle={jest.fn()} onNotifyChange={onNotifyChange} />,
    );
    const bell = screen.getByRole('button', { name: labels.notifyOff });
    expect(bell).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(bell);
    expect(onNotifyChange).toHaveBeenLastCalledWith(false);
  });

  it('ignores presses while a change is on its way', async () => {
    const onToggle = jest.fn();
    render(<FollowButton labels={labels} followed={false} busy onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
    expect(onToggle).not.toHaveBeenCalled();
  });
});
