import { render, screen } from '@testing-library/react';
import { CheckboxField } from './checkbox-field';

describe('CheckboxField', () => {
  it('is labelled, and describes itself with its description and error', () => {
    render(
      <CheckboxField label="I agree" description="Read the terms first" error="Please agree" readOnly />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAccessibleDescription('Read the terms first Please agree');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});
