import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZoomableImage } from './zoomable-image';

const labels = {
  open: 'Open full screen',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  close: 'Close',
  zoom: (percent: number) => `Zoom ${percent} %`,
};

describe('a zoomable evidence picture', () => {
  it('opens full screen from the keyboard, zooms with + and −, and closes', async () => {
    const user = userEvent.setup();
    render(<ZoomableImage src="/proof.png" alt="Proof of the transfer" labels={labels} />);
    screen.getByRole('button', { name: 'Open full screen: Proof of the transfer' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Zoom 100 %')).toBeInTheDocument();
    await user.keyboard('+');
    expect(screen.getByText('Zoom 150 %')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('Zoom 200 %')).toBeInTheDocument();
    await user.keyboard('-');
    expect(screen.getByText('Zoom 150 %')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/Zoom \d+ %/)).not.toBeInTheDocument();
  });
});
