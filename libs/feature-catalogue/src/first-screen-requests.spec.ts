import { routes } from '@mall/shop-routes';
import { type FirstScreenRequest, firstScreenRequests } from './first-screen-requests';
import { cardPicture } from './shared/pictures';
import { ad, category, page, product, productDetail, products } from './testing/fixtures';

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
    expect(request.firstPictures?.(detail)?.pictures).toEqual([
      expect.objectContaining({ src: detail.images[0] }),
    ]);
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
    expect(request.firstPictures?.(answer)).toEqual({
      pictures: [cardPicture(teapot.image)],
      subcategories: false,
    });
  });

  it('names a category grid’s first row, as many as the widest page holds, and whether sub-categories show above', () => {
    const request = only(firstScreenRequests(routes.categoryDetail.path, new URLSearchParams('id=9')));
    const teapots = products('Teapot', 20);
    const first = request.firstPictures?.({
      category: category(9, 'Kitchen'),
      parents: [],
      children: [category(91, 'Cast iron', 9)],
      brands: [],
      products: page(teapots),
    });
    expect(first?.pictures.map(({ src }) => src)).toEqual(teapots.slice(0, 6).map(({ image }) => image));
    expect(first?.subcategories).toBe(true);
  });

  it('asks for a search’s first page, naming its first row’s pictures, and none when nothing matched', () => {
    const request = only(firstScreenRequests(routes.search.path, new URLSearchParams('keyword=+tea+')));
    expect(request.args).toEqual({ keyword: 'tea', page: 1, page_size: 20, sort: undefined });
    expect(request.firstPictures?.(page([]))).toBeUndefined();
    const teas = products('Tea', 3);
    expect(request.firstPictures?.(page(teas))).toEqual({
      pictures: teas.map(({ image }) => cardPicture(image)),
    });
  });

  it('asks for the home page’s lists, its main picture being the first top ad', () => {
    const requests = firstScreenRequests('', new URLSearchParams());
    expect(paths(requests)).toEqual(paths(firstScreenRequests(routes.home.path, new URLSearchParams())));
    const ads = requests.find(({ firstPictures }) => firstPictures)!;
    expect(ads.args).toEqual({ type: 'advert' });
    const answer = { type: 'advert', ads: [ad(2, 'top', 'Second', '/'), ad(1, 'top', 'First', '/')] };
    expect(ads.firstPictures?.(answer)?.pictures).toEqual([
      expect.objectContaining({ src: ad(1, 'top', 'First', '/').image }),
    ]);
  });

  it('asks nothing for a page its route does not fully name, or for other pages', () => {
    expect(firstScreenRequests(routes.productDetail.path, new URLSearchParams())).toEqual([]);
    expect(firstScreenRequests(routes.search.path, new URLSearchParams('keyword=%20'))).toEqual([]);
    expect(firstScreenRequests('/pages/users/login', new URLSearchParams())).toEqual([]);
  });
});
