import type { UserInfo } from '@mall/sdk';
import { recordForm, recordUpload, type SentForm, type SentUpload } from '@mall/forms/testing';
import { errorHandler, operationHandler } from '@mall/sdk/testing';
import { LOGGED_IN_KEY, memoryStorage, TOKEN_KEY } from '@mall/session';
import { screen, waitFor } from '@testing-library/react';
import { seller } from '../testing/fixtures';
import { BASE_URL, renderPage, startApiServer } from '../testing/render-page';
import { SettingsPage } from './settings-page';
import { withNodeUploads } from '@mall/ui/testing/node-uploads';

const server = startApiServer();
withNodeUploads();
// Several passwords typed key by key, with validation on each: slow on a busy machine.
jest.setTimeout(15_000);

const PAGE = '/pages/mine/confing';
const signedIn = () => memoryStorage({ [TOKEN_KEY]: 'token-of-ada', [LOGGED_IN_KEY]: '1' });
const shopper: UserInfo = { ...seller, is_seller: false, seller_url: null, phone: '' };

function serveUser(user = shopper) {
  const sent = { upload: [] as SentUpload[], update: [] as SentForm[] };
  server.use(
    operationHandler('getUserInfo', user, BASE_URL),
    operationHandler('uploadFile', recordUpload(sent.upload), BASE_URL),
    operationHandler('updateUser', recordForm(sent.update, user), BASE_URL),
  );
  return sent;
}

describe('SettingsPage', () => {
  it('saves the shopper’s names, phone and a new picture', async () => {
    const sent = serveUser();
    const { user } = await renderPage(<SettingsPage />, { route: PAGE, storage: signedIn() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile and settings' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ada');
    expect(screen.queryByRole('button', { name: 'Open the seller panel' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Phone/), '+44 20 7946 0000');
    await user.upload(
      screen.getByLabelText('Choose a profile picture'),
      new File(['p'], 'ada.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your profile was saved.');
    expect(sent.upload).toEqual([{ name: 'ada.png', purpose: 'avatar' }]);
    expect(sent.update).toEqual([
      { firstname: 'Ada', lastname: 'Lovelace', phone: '+44 20 7946 0000', avatar: '/media/ada.png' },
    ]);
  });

  it('changes the password only with the new one twice and the current one', async () => {
    const sent = serveUser();
    const { user } = await renderPage(<SettingsPage />, { route: PAGE, storage: signedIn() });
    await user.type(await screen.findByLabelText('New password'), 'newsecret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Enter your current password.')).toBeInTheDocument();
    expect(sent.update).toEqual([]);

    await user.type(screen.getByLabelText('Confirm the new password'), 'newsecret');
    await user.type(screen.getByLabelText('Current password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.update).toHaveLength(1));
    expect(sent.update[0]).toMatchObject({
      new_password: 'newsecret',
      confirm_password: 'newsecret',
      current_password: 'secret1',
    });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('says so beside the current password when it is wrong (1100004)', async () => {
    serveUser();
    server.use(errorHandler('updateUser', 1100004, 'Edit data incorrect', BASE_URL));
    const { user } = await renderPage(<SettingsPage />, { route: PAGE, storage: signedIn() });
    await user.type(await screen.findByLabelText('New password'), 'newsecret');
    await user.type(screen.getByLabelText('Confirm the new password'), 'newsecret');
    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
  });

  it('gives a seller a signed-in way into the seller panel', async () => {
    serveUser(seller);
    server.use(
      operationHandler(
        'createSellerTicket',
        { ticket: 'tk-9', expires_at: '2026-01-16T09:31:00.000Z' },
        BASE_URL,
      ),
    );
    const openUrl = jest.fn();
    const { user } = await renderPage(<SettingsPage openUrl={openUrl} />, {
      route: PAGE,
      storage: signedIn(),
    });
    await user.click(await screen.findByRole('button', { name: 'Open the seller panel' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('http://seller.localhost:8080/?ticket=tk-9'));
  });
});
