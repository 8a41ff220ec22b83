import { render, screen } from '@testing-library/react';
import { LaunchShell } from './launch-shell';

describe('launch shell', () => {
  it('shows the brand and the tab icons, and tells a screen reader the shop is loading', () => {
    const { container } = render(<LaunchShell brand="Mall" loadingLabel="กำลังโหลด Mall…" />);
    expect(screen.getByText('Mall')).toBeVisible();
    expect(screen.getByText('กำลังโหลด Mall…').closest('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelectorAll('.launch-shell-tabs svg')).toHaveLength(4);
  });
});
