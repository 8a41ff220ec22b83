import { routes } from './routes';

describe('routes', () => {
  it('builds links with their parameters in the query string', () => {
    expect(routes.productDetail({ id: 12 })).toBe('/pages/prouduct/detail?id=12');
    expect(routes.search({ keyword: 'green tea & cups' })).toBe(
      '/pages/search/search?keyword=green+tea+%26+cups',
    );
    expect(routes.categoryDetail({ id: 3, page: 2, sort: undefined })).toBe(
      '/pages/category/detail?id=3&page=2',
    );
  });

  it('fills path segments', () => {
    expect(routes.policy({ slug: 'about_us' })).toBe('/pages/policy/about_us');
    expect(routes.policy.path).toBe('/pages/policy/:slug');
  });

  it('links a route without parameters by its path', () => {
    expect(routes.home()).toBe('/pages/home/home');
    expect(routes.brands()).toBe(routes.brands.path);
    expect(routes.login({ redirect: '/pages/mine/dashboard' })).toBe(
      '/pages/users/login?redirect=%2Fpages%2Fmine%2Fdashboard',
    );
  });

  it('gives every route its own path', () => {
    const paths = Object.values(routes).map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
