import { type FirstFiles, LINKS_PER_TASK, preloadFirstFiles, startApp } from './first-files';

const files: FirstFiles = {
  app: { entry: './assets/index.js', scripts: ['./assets/runtime.js'], styles: ['./assets/shell.css'] },
  chunks: {
    catalogue: {
      scripts: ['./assets/catalogue.js', './assets/shared.js'],
      styles: ['./assets/catalogue.css'],
    },
    purchase: { scripts: ['./assets/purchase.js', './assets/shared.js'], styles: [] },
    account: { scripts: ['./assets/account.js'], styles: [] },
  },
  texts: { 'th/common': './assets/common-th.js', 'th/catalogue': './assets/catalogue-th.js' },
};

const links = () =>
  [...document.head.querySelectorAll('link')].map(
    (link) => `${link.getAttribute('rel')} ${link.getAttribute('as') ?? '-'} ${link.getAttribute('href')}`,
  );

afterEach(() => {
  document.head.replaceChildren();
  jest.useRealTimers();
});

describe('preloadFirstFiles', () => {
  it('preloads the opening route’s chunks, each file once, and its texts in the page’s language', () => {
    jest.useFakeTimers();
    preloadFirstFiles(document, files, ['catalogue', 'purchase'], ['th/common', 'th/catalogue', 'th/errors']);
    jest.runAllTimers();
    expect(links()).toEqual([
      'modulepreload - ./assets/common-th.js',
      'modulepreload - ./assets/catalogue-th.js',
      'modulepreload - ./assets/catalogue.js',
      'modulepreload - ./assets/shared.js',
      'modulepreload - ./assets/purchase.js',
      'preload style ./assets/catalogue.css',
    ]);
  });

  it('preloads nothing of the other routes', () => {
    preloadFirstFiles(document, files, [], []);
    expect(links()).toEqual([]);
  });
});

describe('startApp', () => {
  it('adds the app’s entry module, with the modules and stylesheets it needs preloaded beside it', () => {
    startApp(document, files.app);
    const entry = document.head.querySelector('script')!;
    expect(entry.type).toBe('module');
    expect(entry.getAttribute('src')).toBe('./assets/index.js');
    expect(entry.getAttribute('crossorigin')).toBe('');
    expect(links()).toEqual(['preload style ./assets/shell.css', 'modulepreload - ./assets/runtime.js']);
  });

  it('appends a long list of preloads a few per task, so none makes a long task', () => {
    jest.useFakeTimers();
    const scripts = Array.from(
      { length: LINKS_PER_TASK * 2 + 1 },
      (_, index) => `./assets/module-${index}.js`,
    );
    startApp(document, { ...files.app, scripts });
    expect(document.head.querySelector('script')).not.toBeNull();
    expect(links()).toHaveLength(LINKS_PER_TASK);
    jest.advanceTimersToNextTimer();
    expect(links()).toHaveLength(LINKS_PER_TASK * 2);
    jest.runAllTimers();
    expect(links()).toEqual([
      'preload style ./assets/shell.css',
      ...scripts.map((file) => `modulepreload - ${file}`),
    ]);
  });
});
