import { recordForm, recordUpload, type SentForm, type SentUpload } from '@mall/forms/testing';
import { errorHandler, operationHandler } from '@mall/sdk/testing';
import { screen, waitFor } from '@testing-library/react';
import { profile } from '../testing/fixtures';
import { BASE_URL, renderPage, signedInStorage, startApiServer } from '../testing/render-page';
import { ProfilePage } from './profile-page';
import { withNodeUploads } from '@mall/ui/testing/node-uploads';

const server = startApiServer();
// Several passwords typed key by key, with validation on each: slow on a busy machine.
jest.setTimeout(15_000);
withNodeUploads();

function serveProfile() {
  const sent = { upload: [] as SentUpload[], update: [] as SentForm[] };
  server.use(
    operationHandler('getSellerProfile', profile, BASE_URL),
    operationHandler('uploadFile', recordUpload(sent.upload), BASE_URL),
    operationHandler('updateSellerProfile', recordForm(sent.update, profile), BASE_URL),
  );
  return sent;
}

describe('ProfilePage', () => {
  it('saves the name, phone and a new photo', async () => {
    const sent = serveProfile();
    const onSaved = jest.fn();
    const { user } = await renderPage(<ProfilePage onSaved={onSaved} />, {
      route: '/profile',
      storage: signedInStorage(),
    });
    const name = await screen.findByLabelText(/^Name/);
    expect(name).toHaveValue('Ada Lovelace');
    expect(screen.getByText('Shop: Ada’s Cups')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.upload(
      screen.getByLabelText('Choose a photo'),
      new File(['p'], 'ada.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Saved.'));
    expect(sent.upload).toEqual([{ name: 'ada.png', purpose: 'avatar' }]);
    expect(sent.update).toEqual([{ name: 'Ada King', phone: '+44 20 7946 0000', photo: '/media/ada.png' }]);
  });

  it('changes the password only with the new one twice and the current one', async () => {
    const sent = serveProfile();
    const { user } = await renderPage(<ProfilePage />, { route: '/profile', storage: signedInStorage() });
    await user.type(await screen.findByLabelText('New password'), 'newsecret');
    await user.type(screen.getByLabelText('Confirm the new password'), 'newsecreT');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Enter your current password.')).toBeInTheDocument();
    expect(sent.update).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm the new password'));
    await user.type(screen.getByLabelText('Confirm the new password'), 'newsecret');
    await user.type(screen.getByLabelText('Current password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(sent.update).toHaveLength(1));
    expect(sent.update[0]).toMatchObject({
      password: 'newsecret',
      confirm_password: 'newsecret',
      current_password: 'secret1',
    });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('says so beside the current password when it is wrong (1100004)', async () => {
    serveProfile();
    server.use(errorHandler('updateSellerProfile', 1100004, 'Edit data incorrect', BASE_URL));
    const { user } = await renderPage(<ProfilePage />, { route: '/profile', storage: signedInStorage() });
    await user.type(await screen.findByLabelText('New password'), 'newsecret');
    await user.type(screen.getByLabelText('Confirm the new password'), 'newsecret');
    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
  });
});
