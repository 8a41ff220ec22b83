import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { useRef, useState } from 'react';
import * as yup from 'yup';
import { FormAssist, FormikCheckboxField, FormikTextField } from './formik-fields';

const schemaIn = (language: 'en' | 'es') =>
  yup.object({
    name: yup.string().required(language === 'en' ? 'Enter your name.' : 'Escribe tu nombre.'),
    agree: yup.boolean().oneOf([true], language === 'en' ? 'Please agree.' : 'Acepta, por favor.'),
  });

function TestForm({ onSubmit }: { onSubmit: (values: object) => void }) {
  const [language, setLanguage] = useState<'en' | 'es'>('en');
  const schema = schemaIn(language);
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Formik initialValues={{ name: '', agree: false }} validationSchema={schema} onSubmit={onSubmit}>
      {(formik) => (
        <form ref={formRef} noValidate onSubmit={formik.handleSubmit}>
          <FormAssist formRef={formRef} schema={schema} />
          <FormikTextField name="name" label="Name" />
          <FormikCheckboxField name="agree" label="I agree" />
          <button type="submit">Send</button>
          <button type="button" onClick={() => setLanguage('es')}>
            Español
          </button>
        </form>
      )}
    </Formik>
  );
}

describe('Formik fields and FormAssist', () => {
  it('shows errors after a submit and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<TestForm onSubmit={onSubmit} />);
    expect(screen.queryByText('Enter your name.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));

    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription('Please agree.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the messages already there again in the new language', async () => {
    const user = userEvent.setup();
    render(<TestForm onSubmit={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Español' }));

    expect(await screen.findByText('Escribe tu nombre.')).toBeInTheDocument();
    expect(screen.getByText('Acepta, por favor.')).toBeInTheDocument();
  });

  it('submits the values once they are valid', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<TestForm onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada', agree: true }, expect.anything());
  });
});
