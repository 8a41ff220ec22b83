import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavigationBar } from './navigation-bar';

describe('NavigationBar', () => {
  it('shows the title as a heading and a labelled back button', async () => {
    const onBack = jest.fn();
    render(
      <NavigationBar
        title="Order details"
        onBack={onBack}
        backLabel="Back"
        actions={<button type="button">Share</button>}
      />,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('shows the start slot without a back button', () => {
    render(<NavigationBar title="Mall" titleAs="span" start={<a href="/">Home</a>} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });
});
