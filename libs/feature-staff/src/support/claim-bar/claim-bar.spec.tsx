import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { testI18n } from '../../testing/render-page';
import { ClaimBar, type ClaimBarProps } from './claim-bar';

const ME = 4;

async function renderBar(assignee: ClaimBarProps['assignee'], busy = false) {
  const onClaim = jest.fn();
  const i18n = await testI18n('en', ['staff', 'chat']);
  render(
    <I18nextProvider i18n={i18n}>
      <ClaimBar assignee={assignee} meId={ME} busy={busy} onClaim={onClaim} />
    </I18nextProvider>,
  );
  return onClaim;
}

describe('the support claim bar', () => {
  it('offers an unclaimed conversation to take, and only that', async () => {
    const onClaim = await renderBar(null);
    expect(screen.getByText('Nobody answers this conversation yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Take this conversation' }));
    expect(onClaim).toHaveBeenCalledWith({});
  });

  it('lets the one who answers give it back', async () => {
    const onClaim = await renderBar({ id: ME, name: 'Rita Reviewer' });
    expect(screen.getByText('You answer this conversation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take over' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Give it back' }));
    expect(onClaim).toHaveBeenCalledWith({ release: true });
  });

  it("names who answers someone else's conversation and offers to take it over", async () => {
    const onClaim = await renderBar({ id: 9, name: 'Sam Support' });
    expect(screen.getByText('Answered by Sam Support')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Give it back' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take over' }));
    expect(onClaim).toHaveBeenCalledWith({ take_over: true });
  });

  it('does not send a second claim while one is on its way', async () => {
    const onClaim = await renderBar(null, true);
    await userEvent.click(screen.getByRole('button', { name: /Take this conversation/ }));
    expect(onClaim).not.toHaveBeenCalled();
  });
});
