import type { Brand, Category, SellerProduct } from '@mall/sdk';
import { recordUpload, type SentUpload } from '@mall/forms/testing';
import { errorHandler, operationHandler } from '@mall/sdk/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { profile } from '../testing/fixtures';
import { BASE_URL, renderPage, signedInStorage, startApiServer } from '../testing/render-page';
import { ProductsPage } from './products-page';
import { withNodeUploads } from '@mall/ui/testing/node-uploads';

const server = startApiServer();
// A form of many fields typed key by key: slow on a busy machine.
jest.setTimeout(30_000);
withNodeUploads();

const category = (id: number, name: string, parent_id: number | null): Category => ({
  id,
  parent_id,
  name: { text: name, lang: 'en' },
  image: '',
  sort: id,
});
const categories = [category(1, 'Kitchen', null), category(4, 'Tea cups', 1), category(9, 'Gifts', null)];
const brands: Brand[] = [{ id: 2, name: { text: 'Kilnworks', lang: 'en' }, logo: '', product_count: 3 }];

const added: SellerProduct = {
  id: 30,
  name: { text: 'Celadon cup', lang: 'en' },
  image: '/media/celadon.png',
  price_minor: 1_250,
  stock: 3,
  state: 'pending_review',
  sold_count: 0,
  review_message: null,
  category_id: 4,
  created_at: '2026-01-20T10:00:00.000Z',
};

/** The shop's products (the added one once it was sent), the catalogue's lists, uploads and the new product. */
function serveShop() {
  const sent = { uploads: [] as SentUpload[], products: [] as URLSearchParams[] };
  server.use(
    operationHandler('getSellerProfile', profile, BASE_URL),
    operationHandler('getAllCategories', { list: categories }, BASE_URL),
    operationHandler('getAllBrands', { list: brands }, BASE_URL),
    operationHandler(
      'getSellerProducts',
      () => {
        const list = sent.products.length > 0 ? [added] : [];
        return { list, page: 1, page_size: 50, total: list.length, total_capped: false, has_more: false };
      },
      BASE_URL,
    ),
    operationHandler('uploadFile', recordUpload(sent.uploads), BASE_URL),
    operationHandler(
      'addSellerProduct',
      async (request) => {
        sent.products.push(new URLSearchParams(await request.text()));
        return added;
      },
      BASE_URL,
    ),
  );
  return sent;
}

/** The new product's form (the list's filters have a Stock and a Category of their own). */
const newProductForm = () => within(screen.getByRole('group', { name: 'English' }).closest('form')!);

const picture = (name: string) => new File(['p'], name, { type: 'image/png' });

async function openForm() {
  const page = await renderPage(<ProductsPage />, { route: '/products', storage: signedInStorage() });
  await page.user.click(await screen.findByRole('button', { name: 'Add a product' }));
  await screen.findByRole('heading', { name: 'New product' });
  // The form shows once the categories it offers have loaded.
  await screen.findByRole('group', { name: 'English' });
  return page;
}

/** Everything the operation needs, in English only. */
async function fillRequired(user: Awaited<ReturnType<typeof openForm>>['user']) {
  const english = screen.getByRole('group', { name: 'English' });
  await user.type(within(english).getByLabelText(/^Name/), 'Celadon cup');
  await user.type(within(english).getByLabelText(/^Description/), 'Thrown by hand.');
  await user.type(newProductForm().getByLabelText(/^Price/), '12.5');
  await user.type(newProductForm().getByLabelText(/^Stock/), '3');
  await user.selectOptions(newProductForm().getByLabelText(/^Category/), 'Tea cups');
  await user.upload(screen.getByLabelText('Choose pictures'), [picture('front.png'), picture('side.png')]);
}

describe('adding a product', () => {
  it('asks for the English texts, a price, a stock, a category and a picture before sending', async () => {
    const sent = serveShop();
    const { user } = await openForm();
    await user.type(newProductForm().getByLabelText(/^Price/), '0');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));

    const english = screen.getByRole('group', { name: 'English' });
    expect(await within(english).findAllByText('Fill in this field.')).toHaveLength(2);
    expect(screen.getByText('Enter a price above 0 with at most two decimals.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number, 0 or more.')).toBeInTheDocument();
    expect(screen.getByText('Choose a category.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one picture.')).toBeInTheDocument();
    expect(within(english).getByLabelText(/^Name/)).toHaveFocus();
    expect(sent).toEqual({ uploads: [], products: [] });
  });

  it('opens another language whose text is too long, and says so there', async () => {
    serveShop();
    const { user } = await openForm();
    await user.click(screen.getByText('ไทย'));
    const thai = screen.getByRole('group', { name: /ไทย/ });
    await user.click(within(thai).getByLabelText(/^Name/));
    await user.paste('ก'.repeat(201));
    await user.click(screen.getByText('ไทย'));
    expect(thai).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await within(thai).findByText('Keep it to 200 characters.')).toBeVisible();
  });

  it('uploads the pictures, sends the product in minor units, and shows it waiting for review', async () => {
    const sent = serveShop();
    const { user } = await openForm();
    await fillRequired(user);
    await user.click(screen.getByText('简体中文'));
    await user.type(
      within(screen.getByRole('group', { name: /简体中文/ })).getByLabelText(/^Name/),
      '青瓷杯',
    );
    await user.selectOptions(screen.getByLabelText(/^Brand/), 'Kilnworks');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));

    expect(
      await screen.findByText('“Celadon cup” was sent to staff review. It goes on sale once approved.'),
    ).toBeInTheDocument();
    expect(sent.uploads).toEqual([
      { name: 'front.png', purpose: 'product_image' },
      { name: 'side.png', purpose: 'product_image' },
    ]);
    expect(sent.products).toHaveLength(1);
    const product = sent.products[0]!;
    expect(Object.fromEntries(product)).toEqual({
      name_en: 'Celadon cup',
      short_description_en: '',
      description_en: 'Thrown by hand.',
      name_zh: '青瓷杯',
      price_minor: '1250',
      stock: '3',
      category_id: '4',
      brand_id: '2',
      image_file_ids: '32',
    });
    expect(product.getAll('image_file_ids')).toEqual(['31', '32']);
    expect(screen.queryByRole('heading', { name: 'New product' })).not.toBeInTheDocument();
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent(/Celadon cup.*In stock: 3.*\$12\.50.*In review/);
  });

  it('says beside the category when the catalogue no longer has it (2000019)', async () => {
    const sent = serveShop();
    server.use(errorHandler('addSellerProduct', 2000019, 'No data found', BASE_URL));
    const { user, toasts } = await openForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send for review' }));

    expect(
      await screen.findByText('This category or brand is no longer available. Choose another.'),
    ).toBeInTheDocument();
    expect(newProductForm().getByLabelText(/^Category/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('heading', { name: 'New product' })).toBeInTheDocument();
    expect(toasts.map((toast) => toast.code)).toEqual([2000019]);
    await waitFor(() => expect(sent.uploads).toHaveLength(2));
  });

  it('waits for the shop to be registered', async () => {
    serveShop();
    server.use(operationHandler('getSellerProfile', { ...profile, shop: null }, BASE_URL));
    await renderPage(<ProductsPage />, { route: '/products', storage: signedInStorage() });
    expect(
      await screen.findByText(
        'Your shop is not registered yet. Register it in your Mall account to add products.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a product' })).not.toBeInTheDocument();
  });
});
