import { render, screen } from '@testing-library/react';
import { Avatar, initials } from './avatar';

describe('Avatar', () => {
  it('shows the picture, or the initials when there is none', () => {
    const { container, rerender } = render(
      <Avatar src="/media/ada.png" firstname="Ada" lastname="Lovelace" />,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    rerender(<Avatar src="" firstname="ada" lastname="lovelace" />);
    expect(screen.getByText('AL')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes the first letter of each name', () => {
    expect(initials(' Mary-Jane', "O'Neil")).toBe('MO');
    expect(initials('', '')).toBe('?');
  });
});
