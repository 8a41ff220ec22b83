import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it('is a type="button" by default and calls onClick', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Buy now</Button>);
    const button = screen.getByRole('button', { name: 'Buy now' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps a submit type when asked', () => {
    render(<Button type="submit">Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('ignores clicks while loading but stays focusable and busy', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Paying
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Paying' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('does not fire when disabled', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Sold out
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sold out' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('can be activated from the keyboard', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('forwards a ref to the native button', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(<Button ref={ref}>Ref</Button>);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });
});
