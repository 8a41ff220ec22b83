/** The token rules of docs/architecture.md: components use var(--…) tokens only, and token colour pairs meet WCAG AA. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = __dirname;
const tokensCss = readFileSync(join(root, 'tokens.css'), 'utf8');

const declared = new Map<string, string>();
for (const match of tokensCss.matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
  if (!declared.has(match[1]!)) declared.set(match[1]!, match[2]!.trim());
}

function moduleCssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return moduleCssFiles(path);
    return entry.name.endsWith('.module.css') ? [path] : [];
  });
}

/** Where phones end and wider screens begin (tokens.css names it too, for the apps). */
const WIDE_SCREEN = '48rem';

/** Custom properties that components set themselves (inline or on their root class) rather than take from tokens.css. */
const componentProperties = new Set([
  '--read-more-height',
  '--rating-fill',
  '--share',
  '--swiper-aspect-ratio',
]);

describe('component styles', () => {
  const files = moduleCssFiles(root);

  it('finds the component style sheets', () => {
    expect(files.length).toBeGreaterThanOrEqual(19);
  });

  it.each(files.map((file) => [relative(root, file), file]))('%s uses tokens only', (_name, file) => {
    const css = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      // Media queries cannot read custom properties: the kit's one breakpoint is written out, and only it.
      .replaceAll(`@media (min-width: ${WIDE_SCREEN})`, '@media wide');
    const rawValues =
      css.match(/#[0-9a-f]{3,8}\b|\b(?:rgb|rgba|hsl|hsla)\(|\b\d*\.?\d+(?:px|rem|em|ms|s)\b/gi) ?? [];
    expect(rawValues).toEqual([]);
    const unknown = [...css.matchAll(/var\((--[\w-]+)/g)]
      .map((match) => match[1]!)
      .filter((name) => !declared.has(name) && !componentProperties.has(name));
    expect(unknown).toEqual([]);
  });
});

function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const color = (name: string) => {
  const value = declared.get(name);
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${name} is not a 6-digit hex colour`);
  return value;
};

describe('token colours', () => {
  const textPairs: Array<[string, string]> = [
    ['--color-text', '--color-bg'],
    ['--color-text', '--color-surface'],
    ['--color-text', '--color-surface-sunken'],
    ['--color-text-muted', '--color-bg'],
    ['--color-text-muted', '--color-surface'],
    ['--color-primary', '--color-bg'],
    ['--color-primary', '--color-primary-soft'],
    ['--color-on-primary', '--color-primary'],
    ['--color-on-primary', '--color-primary-hover'],
    ['--color-on-danger', '--color-danger'],
    ['--color-on-danger', '--color-danger-hover'],
    ['--color-danger', '--color-bg'],
    ['--color-danger', '--color-danger-soft'],
    ['--color-on-success', '--color-success'],
    ['--color-warning', '--color-warning-soft'],
    ['--color-on-info', '--color-info'],
    ['--color-price', '--color-bg'],
  ];
  const uiPairs: Array<[string, string]> = [
    ['--color-border-strong', '--color-bg'],
    ['--color-focus-ring', '--color-bg'],
    ['--color-rating', '--color-bg'],
    ['--color-rating-empty', '--color-bg'],
  ];

  it.each(textPairs)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrast(color(fg), color(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('%s on %s reaches 3:1', (fg, bg) => {
    expect(contrast(color(fg), color(bg))).toBeGreaterThanOrEqual(3);
  });
});
