import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { dismissLaunchShell } from './dismiss-launch-shell';
import { LaunchShell } from './launch-shell';

describe('launch shell', () => {
  // As the build writes it into index.html.
  beforeEach(() => {
    document.body.innerHTML = `${renderToStaticMarkup(<LaunchShell brand="Mall" />)}<div id="root"></div>`;
  });

  it('shows the brand and the four tab icons, hidden from screen readers', () => {
    expect(screen.getByText('Mall')).toBeVisible();
    expect(document.querySelectorAll('.launch-shell-tabs svg')).toHaveLength(4);
    expect(document.body.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('goes away when dismissed, leaving the root to the app', () => {
    dismissLaunchShell();
    expect(screen.queryByText('Mall')).not.toBeInTheDocument();
    expect(document.getElementById('root')).toBeInTheDocument();
  });
});
