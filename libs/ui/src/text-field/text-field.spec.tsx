import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and accepts typing', async () => {
    const onChange = jest.fn();
    render(<TextField label="Email" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'a@b.c');
    expect(input).toHaveValue('a@b.c');
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('describes the input with its hint and is valid without an error', () => {
    render(<TextField label="Phone" hint="Digits only" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAccessibleDescription('Digits only');
    expect(input).toBeValid();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks an error as invalid and describes it after the hint', () => {
    render(<TextField label="Phone" hint="Digits only" error="Enter a phone number" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Digits only Enter a phone number');
  });

  it('keeps a caller aria-describedby and id', () => {
    render(
      <>
        <p id="extra">Shown on the invoice</p>
        <TextField id="company" label="Company" aria-describedby="extra" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input).toHaveAttribute('id', 'company');
    expect(input).toHaveAccessibleDescription('Shown on the invoice');
  });

  it('marks required fields natively and keeps the marker out of the name', () => {
    render(<TextField label="Name" required />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeRequired();
  });

  it('gives each instance its own id', () => {
    render(
      <>
        <TextField label="First" hint="a" />
        <TextField label="Second" hint="b" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'First' }).id).not.toBe(
      screen.getByRole('textbox', { name: 'Second' }).id,
    );
  });
});
