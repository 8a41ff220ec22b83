import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadWidget, type UploadWidgetProps } from './upload-widget';

const image = (name: string) => new File(['x'], name, { type: 'image/png', lastModified: 1 });
const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf', lastModified: 1 });

function setup(props: Partial<UploadWidgetProps> = {}) {
  const onChange = jest.fn();
  render(
    <UploadWidget
      label="Add photos"
      removeLabel={(name) => `Remove ${name}`}
      tooManyMessage="You can add up to 2 photos."
      listLabel="Chosen photos"
      onChange={onChange}
      {...props}
    />,
  );
  return { onChange, input: screen.getByLabelText<HTMLInputElement>('Add photos') };
}

describe('UploadWidget', () => {
  it('is a labelled multiple file input with a default maximum of 52', async () => {
    const { input, onChange } = setup({ accept: 'image/*' });
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    const files = Array.from({ length: 53 }, (_, i) => image(`p${i}.png`));
    await userEvent.upload(input, files);
    expect(onChange).toHaveBeenLastCalledWith(files.slice(0, 52));
    expect(screen.getByRole('alert')).toHaveTextContent('You can add up to 2 photos.');
    expect(input).toBeDisabled();
  });

  it('lists chosen files with previews and remove buttons', async () => {
    const createObjectURL = jest.fn(() => 'blob:preview');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const { input, onChange } = setup();
    await userEvent.upload(input, [image('a.png'), pdf('b.pdf')]);
    const list = screen.getByRole('list', { name: 'Chosen photos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('a.png')).toBeInTheDocument();
    expect(list.querySelector('img')).toHaveAttribute('src', 'blob:preview');
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.pdf' })]);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(input).toHaveFocus();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('rejects files beyond the maximum with the message and keeps the ones that fit', async () => {
    const { input, onChange } = setup({ maxFiles: 2 });
    await userEvent.upload(input, [image('a.png')]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.upload(input, [image('b.png'), image('c.png')]);
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'a.png' }),
      expect.objectContaining({ name: 'b.png' }),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent('You can add up to 2 photos.');
    expect(screen.queryByText('c.png')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toBeEnabled();
  });

  it('falls back to a plain tile when an image cannot be decoded', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:broken', revokeObjectURL: () => undefined });
    const { input } = setup();
    await userEvent.upload(input, [image('broken.png')]);
    const img = screen.getByRole('listitem').querySelector('img')!;
    fireEvent.error(img);
    expect(screen.getByRole('listitem').querySelector('img')).toBeNull();
    expect(screen.getByText('broken.png')).toBeInTheDocument();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('ignores a file chosen twice', async () => {
    const { input, onChange } = setup();
    await userEvent.upload(input, [image('a.png')]);
    await userEvent.upload(input, [image('a.png')]);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('describes the input with the hint', () => {
    const { input } = setup({ hint: 'PNG or JPEG, up to 52 photos' });
    expect(input).toHaveAccessibleDescription('PNG or JPEG, up to 52 photos');
  });

  it('marks the input invalid and tells why after the hint', () => {
    const { input } = setup({ hint: 'PNG or JPEG', error: 'Add a photo of the parcel.' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('PNG or JPEG Add a photo of the parcel.');
  });

  it('shows a controlled list', () => {
    setup({ value: [image('kept.png')] });
    expect(screen.getByText('kept.png')).toBeInTheDocument();
  });
});
