import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NumberBox, type NumberBoxProps } from './number-box';

const labels = {
  label: 'Quantity',
  decrementLabel: 'Decrease quantity',
  incrementLabel: 'Increase quantity',
};

function setup(props: Partial<NumberBoxProps> = {}) {
  const onChange = jest.fn();
  render(<NumberBox {...labels} onChange={onChange} {...props} />);
  return {
    onChange,
    input: screen.getByRole('spinbutton', { name: 'Quantity' }),
    minus: screen.getByRole('button', { name: 'Decrease quantity' }),
    plus: screen.getByRole('button', { name: 'Increase quantity' }),
  };
}

describe('NumberBox', () => {
  it('starts at the minimum of 1 by default', () => {
    const { input, minus } = setup();
    expect(input).toHaveValue('1');
    expect(input).toHaveAttribute('aria-valuemin', '1');
    expect(input).toHaveAttribute('aria-valuenow', '1');
    expect(minus).toHaveAttribute('aria-disabled', 'true');
  });

  it('steps with the buttons and stops at max', async () => {
    const { input, plus, onChange } = setup({ max: 3, step: 2 });
    await userEvent.click(plus);
    expect(input).toHaveValue('3');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('does not go below the minimum', async () => {
    const { input, minus, onChange } = setup({ defaultValue: 2 });
    await userEvent.click(minus);
    await userEvent.click(minus);
    expect(input).toHaveValue('1');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('supports ArrowUp/ArrowDown, Home and End', async () => {
    const { input, onChange } = setup({ max: 10 });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveValue('2');
    await userEvent.keyboard('{End}');
    expect(input).toHaveValue('10');
    await userEvent.keyboard('{Home}');
    expect(input).toHaveValue('1');
    expect(onChange.mock.calls.map(([v]) => v)).toEqual([2, 3, 2, 10, 1]);
  });

  it('clamps typed values on blur and on Enter', async () => {
    const { input, onChange } = setup({ max: 5 });
    await userEvent.clear(input);
    await userEvent.type(input, '42');
    expect(input).toHaveValue('42');
    await userEvent.tab();
    expect(input).toHaveValue('5');
    expect(onChange).toHaveBeenLastCalledWith(5);
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    expect(input).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('reports a value brought within its bounds, after the change', async () => {
    const onClamp = jest.fn();
    const { input, onChange } = setup({ max: 337, defaultValue: 2, onClamp });
    await userEvent.clear(input);
    await userEvent.type(input, '5000{Enter}');
    expect(input).toHaveValue('337');
    expect(onChange).toHaveBeenLastCalledWith(337);
    expect(onClamp).toHaveBeenLastCalledWith({ requested: 5000, value: 337, bound: 'max' });
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    expect(input).toHaveValue('1');
    expect(onClamp).toHaveBeenLastCalledWith({ requested: 0, value: 1, bound: 'min' });
    expect(onClamp).toHaveBeenCalledTimes(2);
    await userEvent.clear(input);
    await userEvent.type(input, '7{Enter}');
    expect(onClamp).toHaveBeenCalledTimes(2);
  });

  it('ignores non-digits and restores the value when the field is left empty', async () => {
    const { input, onChange } = setup({ defaultValue: 4 });
    await userEvent.clear(input);
    await userEvent.type(input, 'ab');
    expect(input).toHaveValue('');
    await userEvent.tab();
    expect(input).toHaveValue('4');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works controlled', async () => {
    function Controlled() {
      const [qty, setQty] = useState(2);
      return (
        <>
          <NumberBox {...labels} value={qty} onChange={setQty} max={9} />
          <output>{qty}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('status')).toHaveTextContent('3');
  });

  it('disables everything when disabled', () => {
    const { input, minus, plus } = setup({ disabled: true });
    expect(input).toBeDisabled();
    expect(minus).toBeDisabled();
    expect(plus).toBeDisabled();
  });
});
