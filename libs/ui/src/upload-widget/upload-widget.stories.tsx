import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadWidget } from './upload-widget';

/** A real (8×8 px) PNG so the previews show; each name gets its own file. */
const png = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mPgijiFFTEMLQkAHntLAeujlmYAAAAASUVORK5CYII=',
  ),
  (char) => char.charCodeAt(0),
);
const photo = (name: string) => new File([png], name, { type: 'image/png', lastModified: 1 });

const meta = {
  title: 'UI/UploadWidget',
  component: UploadWidget,
  args: {
    label: 'Add photos',
    removeLabel: (name) => `Remove ${name}`,
    tooManyMessage: 'You can add up to 3 photos.',
    listLabel: 'Chosen photos',
    hint: 'PNG or JPEG',
    accept: 'image/png,image/jpeg',
    onChange: fn(),
  },
} satisfies Meta<typeof UploadWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Add photos');
    await userEvent.upload(input, [photo('front.png')]);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByRole('list', { name: 'Chosen photos' })).toHaveTextContent(
      'front.png',
    );
  },
};

export const WithFiles: Story = {
  args: { defaultValue: [photo('front.png'), photo('back.png')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove front.png' }));
    await expect(canvas.queryByText('front.png')).not.toBeInTheDocument();
  },
};

export const TooMany: Story = {
  args: { maxFiles: 3, defaultValue: [photo('1.png'), photo('2.png')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Add photos'), [photo('3.png'), photo('4.png')]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You can add up to 3 photos.');
    await expect(canvas.getByLabelText('Add photos')).toBeDisabled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const WithError: Story = {
  args: { error: 'Add a photo of the parcel.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Add photos')).toHaveAccessibleDescription(
      'PNG or JPEG Add a photo of the parcel.',
    );
  },
};
