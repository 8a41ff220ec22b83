import { routes } from '@mall/shop-routes';
import { type FirstScreenRequest, firstScreenRequests } from './first-screen-requests';
import { ad, category, page, product, productDetail } from './testing/fixtures';

const paths = (requests: FirstScreenRequest[]) => requests.map(({ operation }) => operation.path);
const only = (requests: FirstScreenRequest[]) => {
  expect(requests).toHaveLength(1);
  return requests[0]!;
};

describe('firstScreenRequests', () => {
  it('asks for a product page’s product, and names its gallery’s first picture from the answer', () => {
    const request = only(firstScreenRequests(routes.productDetail.path, new URLSearchParams('id=12')));
    expect(request.operation.path).toBe('/customer/product/detail/{id}');
    expect(request.args).toEqual({ id: 12 });
    const detail = productDetail();
    expect(request.mainPicture?.(detail)).toMatchObject({ src: detail.images[0] });
  });

  it('asks for a category page with the page, sort and brand of its route, as the page’s own query does', () => {
    const request = only(
      firstScreenRequests(routes.categoryDetail.path, new URLSearchParams('id=9&page=2&sort=rating&brand=4')),
    );
    expect(request.args).toEqual({ id: 9, page: 2, page_size: 20, sort: 'rating', brand_id: 4 });
    const teapot = product(31, 'Teapot', 1000);
    const answer = {
      category: category(9, 'Kitchen'),
      parents: [],
      children: [],
      brands: [],
      products: page([teapot]),
    };
    expect(request.mainPicture?.(answer)).toMatchObject({ src: teapot.image });
  });

  it('asks for a search’s first page, with no picture when nothing matched', () => {
    const request = only(firstScreenRequests(routes.search.path, new URLSearchParams('keyword=+tea+')));
    expect(request.args).toEqual({ keyword: 'tea', page: 1, page_size: 20, sort: undefined });
    expect(request.mainPicture?.(page([]))).toBeUndefined();
  });

  it('asks for the home page’s lists, its main picture being the first top ad', () => {
    const requests = firstScreenRequests('', new URLSearchParams());
    expect(paths(requests)).toEqual(paths(firstScreenRequests(routes.home.path, new URLSearchParams())));
    const ads = requests.find(({ mainPicture }) => mainPicture)!;
    expect(ads.args).toEqual({ type: 'advert' });
    const answer = { type: 'advert', ads: [ad(2, 'top', 'Second', '/'), ad(1, 'top', 'First', '/')] };
    expect(ads.mainPicture?.(answer)).toMatchObject({ src: ad(1, 'top', 'First', '/').image });
  });

  it('asks nothing for a page its route does not fully name, or for other pages', () => {
    expect(firstScreenRequests(routes.productDetail.path, new URLSearchParams())).toEqual([]);
    expect(firstScreenRequests(routes.search.path, new URLSearchParams('keyword=%20'))).toEqual([]);
    expect(firstScreenRequests('/pages/users/login', new URLSearchParams())).toEqual([]);
  });
});
