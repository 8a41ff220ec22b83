import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReadMore } from './read-more';

/** jsdom has no layout: pretend every element is this tall. */
function withContentHeight(height: number) {
  return jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);
}

afterEach(() => jest.restoreAllMocks());

describe('ReadMore', () => {
  it('shows short content without a toggle', () => {
    withContentHeight(400);
    render(
      <ReadMore moreLabel="Read more" lessLabel="Show less">
        <p>Short description</p>
      </ReadMore>,
    );
    expect(screen.getByText('Short description')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('collapses content taller than 400 px and toggles it', async () => {
    withContentHeight(401);
    const { container } = render(
      <ReadMore moreLabel="Read more" lessLabel="Show less">
        <p>Long description</p>
      </ReadMore>,
    );
    const toggle = screen.getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const content = container.querySelector(`[id="${toggle.getAttribute('aria-controls')}"]`);
    expect(content).toHaveClass('collapsed');
    expect(container.firstChild).toHaveStyle({ '--read-more-height': '400px' });

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(content).not.toHaveClass('collapsed');
  });

  it('accepts another height and an expanded start', () => {
    withContentHeight(300);
    render(
      <ReadMore moreLabel="Read more" lessLabel="Show less" collapsedHeight={200} defaultExpanded>
        <p>Text</p>
      </ReadMore>,
    );
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });
});
