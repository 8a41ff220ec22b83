import { render } from '@testing-library/react';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology: the loading state is announced by its container', () => {
    const { container } = render(<Skeleton shape="square" />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});
