import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('labels the text box and keeps line breaks as typed', async () => {
    const onChange = jest.fn();
    render(<TextArea label="Reason" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Reason' });
    await userEvent.type(box, 'Leaks{Enter}ink');
    expect(box).toHaveValue('Leaks\nink');
    expect(onChange).toHaveBeenCalledTimes(9);
  });

  it('describes the box with its hint, then its error, and marks it invalid', () => {
    render(<TextArea label="Remark" hint="At most 200 characters" error="Too long" required />);
    const box = screen.getByRole('textbox', { name: /Remark/ });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('At most 200 characters Too long');
  });
});
