import type { SellerApplication, ShopRegistration } from '@mall/sdk';
import { recordForm, recordUpload, type SentForm, type SentUpload } from '@mall/forms/testing';
import { envelope, operationHandler } from '@mall/sdk/testing';
import { LOGGED_IN_KEY, memoryStorage, TOKEN_KEY } from '@mall/session';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { application, picture, registration, seller } from '../testing/fixtures';
import { BASE_URL, renderPage, startApiServer } from '../testing/render-page';
import { returnChosenPlace } from '@mall/shop-routes';
import { BecomeSellerPage } from './become-seller-page';
import { withNodeUploads } from '@mall/ui/testing/node-uploads';

const server = startApiServer();
withNodeUploads();
const PAGE = '/pages/shop/create';
const signedIn = () => memoryStorage({ [TOKEN_KEY]: 'token-of-ada', [LOGGED_IN_KEY]: '1' });

/** The seller records on the server: what the page reads, changed by what it sends. */
function serveSeller(state: {
  application: SellerApplication | null;
  registration?: ShopRegistration | null;
}) {
  const sent = { apply: [] as SentForm[], upload: [] as SentUpload[], register: [] as SentForm[] };
  server.use(
    operationHandler('getUserInfo', seller, BASE_URL),
    operationHandler('getSellerApplication', () => state.application, BASE_URL),
    operationHandler('getShopRegistration', () => state.registration ?? null, BASE_URL),
    operationHandler(
      'applySeller',
      recordForm(sent.apply, (body) => (state.application = application({ ...body, status: 'pending' }))),
      BASE_URL,
    ),
    operationHandler('uploadFile', recordUpload(sent.upload), BASE_URL),
    operationHandler(
      'registerShop',
      recordForm(
        sent.register,
        (body) => (state.registration = registration({ shop_name: body['shop_name'] })),
      ),
      BASE_URL,
    ),
  );
  return sent;
}

describe('BecomeSellerPage', () => {
  it('sends an application and then shows it under review', async () => {
    const sent = serveSeller({ application: null });
    const { user } = await renderPage(<BecomeSellerPage />, { route: PAGE, storage: signedIn() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Become a seller' })).toBeInTheDocument();
    expect(document.title).toBe('Become a seller · Mall');
    const steps = screen.getByRole('list', { name: 'Steps to open a shop' });
    expect(within(steps).getByText('Apply').closest('li')).toHaveAttribute('aria-current', 'step');

    await user.type(await screen.findByLabelText(/Shop name/), '  Ada’s Cups ');
    await user.type(screen.getByLabelText(/Why do you want to sell/), 'I make tea cups by hand.');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText(/Your application for Ada’s Cups is under review/)).toBeInTheDocument();
    expect(sent.apply).toEqual([{ shop_name: 'Ada’s Cups', reason: 'I make tea cups by hand.' }]);
    expect(screen.queryByRole('button', { name: 'Send application' })).not.toBeInTheDocument();
  });

  it('says what is missing and sends nothing', async () => {
    const sent = serveSeller({ application: null });
    const { user } = await renderPage(<BecomeSellerPage />, { route: PAGE, storage: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Enter your shop’s name.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Shop name/)).toHaveFocus());
    expect(sent.apply).toEqual([]);
  });

  it('takes 2000016 (already applied) as success and shows the current application', async () => {
    const state = { application: null as SellerApplication | null };
    serveSeller(state);
    server.use(
      operationHandler(
        'applySeller',
        () => {
          state.application = application({ status: 'accepted', shop_name: 'Cups' });
          return envelope(state.application, 2000016, 'Seller re-application');
        },
        BASE_URL,
      ),
    );
    const { user, toasts } = await renderPage(<BecomeSellerPage />, { route: PAGE, storage: signedIn() });
    await user.type(await screen.findByLabelText(/Shop name/), 'Cups');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByText('Your application for Cups was accepted. Now register your shop.'),
    ).toBeVisible();
    expect(toasts).toEqual([]);
  });

  it('shows a refusal with the reviewer’s message and offers the application again, filled in', async () => {
    const refused = application({ status: 'refused', message: 'Tell us where the cups are made.' });
    const sent = serveSeller({ application: refused });
    const { user } = await renderPage(<BecomeSellerPage />, { route: PAGE, storage: signedIn() });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your application was not accepted.');
    expect(alert).toHaveTextContent('Message from the reviewer: Tell us where the cups are made.');
    expect(screen.getByLabelText(/Shop name/)).toHaveValue('Ada’s Cups');
    expect(screen.getByLabelText(/Why do you want to sell/)).toHaveValue('I make tea cups by hand.');

    await user.type(screen.getByLabelText(/Why do you want to sell/), ' In Bath.');
    await user.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(await screen.findByText(/is under review/)).toBeInTheDocument();
    expect(sent.apply).toEqual([{ shop_name: 'Ada’s Cups', reason: 'I make tea cups by hand. In Bath.' }]);
  });

  it('registers the shop once accepted: both document sides go up privately, then the registration', async () => {
    const sent = serveSeller({ application: application({ status: 'accepted' }), registration: null });
    const { user } = await renderPage(<BecomeSellerPage />, { route: PAGE, storage: signedIn() });

    expect(await screen.findByRole('heading', { name: 'Register your shop', level: 2 })).toBeInTheDocument();
    expect(screen.getByLabelText(/Shop name/)).toHaveValue('Ada’s Cups');
    await user.type(screen.getByLabelText(/Contact person/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/Contact phone/), '+44 20 7946 0000');
    await user.upload(screen.getByLabelText('Identity document, front'), picture('front.png'));
    await user.upload(screen.getByLabelText('Identity document, back'), picture('back.png'));
    await user.type(screen.getByLabelText(/Street and number/), '12 St James’s Square');
    await user.type(screen.getByLabelText(/City/), 'London');
    await user.type(screen.getByLabelText(/State or province/), 'Greater London');
    await user.type(screen.getByLabelText(/Country/), 'United Kingdom');
    await user.click(screen.getByRole('button', { name: 'Send registration' }));

    expect(await screen.findByText('The registration of Ada’s Cups is under review.')).toBeInTheDocument();
    expect(sent.upload).toEqual([
      { name: 'front.png', purpose: 'id_document' },
      { name: 'back.png', purpose: 'id_document' },
    ]);
    expect(sent.register).toEqual([
      {
        shop_name: 'Ada’s Cups',
        contact_name: 'Ada Lovelace',
        contact_phone: '+44 20 7946 0000',
        id_front_file_id: '31',
        id_back_file_id: '32',
        street: '12 St James’s Square',
        city: 'London',
        state: 'Greater London',
        country: 'United Kingdom',
        postcode: '',
        description: '',
      },
    ]);
  }, 20_000); // eleven fields typed key by key

  it('chooses the shop’s address on the map and comes back with the pictures and typing kept', async () => {
    serveSeller({ application: application({ status: 'accepted' }), registration: null });
    const first = await renderPage(<BecomeSellerPage />, { route: PAGE, storage: signedIn() });
    await first.user.type(await screen.findByLabelText(/Contact person/), 'Ada Lovelace');
    await first.user.upload(screen.getByLabelText('Identity document, front'), picture('front.png'));
    await first.user.click(screen.getByRole('button', { name: 'Choose the address on the map' }));
    expect(
      await screen.findByText('Now at /choose-location?back=%2Fpages%2Fshop%2Fcreate'),
    ).toBeInTheDocument();
    first.unmount();

    // What /choose-location hands back.
    returnChosenPlace(
      {
        name: 'Bangkok',
        address: 'Bangkok, Thailand',
        latitude: 13.754,
        longitude: 100.501,
        country: 'TH',
        city: 'Bangkok',
      },
      PAGE,
    );
    await renderPage(<BecomeSellerPage />, { route: PAGE, storage: signedIn() });
    expect(await screen.findByLabelText(/Contact person/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/City/)).toHaveValue('Bangkok');
    expect(screen.getByLabelText(/Country/)).toHaveValue('Thailand');
    expect(screen.getByText('front.png')).toBeInTheDocument();
  });

  it('asks for both sides of the identity document', async () => {
    const sent = serveSeller({ application: application({ status: 'accepted' }) });
    const { user } = await renderPage(<BecomeSellerPage />, { route: PAGE, storage: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Send registration' }));
    expect(
      await screen.findByText('Add a photo of the front of your identity document.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Add a photo of the back of your identity document.')).toBeInTheDocument();
    expect(sent.upload).toEqual([]);
  });

  it('shows a refused registration with the staff message, filled in again but for the pictures', async () => {
    serveSeller({
      application: application({ status: 'accepted' }),
      registration: registration({ status: 'refused', staff_message: 'The picture is blurred.' }),
    });
    await renderPage(<BecomeSellerPage />, { route: PAGE, storage: signedIn() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The registration of your shop was not accepted.');
    expect(alert).toHaveTextContent('The picture is blurred.');
    expect(screen.getByLabelText(/City/)).toHaveValue('London');
    expect(screen.getByRole('button', { name: 'Register again' })).toBeInTheDocument();
  });

  it('leads an approved seller to the seller panel', async () => {
    serveSeller({
      application: application({ status: 'accepted' }),
      registration: registration({ status: 'approved', shop: { id: 3, name: 'Ada’s Cups' } }),
    });
    server.use(
      operationHandler(
        'createSellerTicket',
        { ticket: 'tk-7', expires_at: '2026-01-16T09:31:00.000Z' },
        BASE_URL,
      ),
    );
    const openUrl = jest.fn();
    const { user } = await renderPage(<BecomeSellerPage openUrl={openUrl} />, {
      route: PAGE,
      storage: signedIn(),
    });
    expect(await screen.findByText('Ada’s Cups is open. Manage it in the seller panel.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Open the seller panel' }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('http://seller.localhost:8080/?ticket=tk-7'));
  });

  it('offers to try again when the application cannot be loaded', async () => {
    server.use(
      http.get(`${BASE_URL}/customer/user/applyseller/status`, () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = await renderPage(<BecomeSellerPage />, { route: PAGE, storage: signedIn() });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your seller application.');
    serveSeller({ application: null });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Send application' })).toBeInTheDocument();
  });

  it('speaks the user’s language', async () => {
    serveSeller({ application: null });
    await renderPage(<BecomeSellerPage />, { route: PAGE, storage: signedIn(), language: 'th' });
    expect(await screen.findByRole('heading', { level: 1, name: 'เป็นผู้ขาย' })).toBeInTheDocument();
  });
});
