import sharp from 'sharp';
import { buildDemoCatalogue } from './catalogue';
import { demoImageKeys } from './demo-image-keys';
import { productViews } from './image-keys';
import { demoImageSvg, imageLabel, renderDemoImage } from './images';
import { loadPicture, pictureFor, twemojiFile } from './pictures';
import { brandLook } from './brand-mark';
import type { DemoAd } from './types';
import { categoryPictures, colourValues } from './words/pictures';

const isWebp = (buffer: Buffer) =>
  buffer.subarray(0, 4).toString('latin1') === 'RIFF' && buffer.subarray(8, 12).toString('latin1') === 'WEBP';

/** The colour in the middle of an image key's picture. */
async function centreColour(imageKey: string): Promise<[number, number, number]> {
  const side = 61;
  const { data } = await sharp(await renderDemoImage(imageKey, { width: side, height: side }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (Math.floor(side / 2) * side + Math.floor(side / 2)) * 3;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe('renderDemoImage', () => {
  it('renders a WebP of the requested size', async () => {
    const buffer = await renderDemoImage('product/audio/headphones/1', { width: 320, height: 240 });
    expect(Buffer.isBuffer(buffer)).toBe(true);
    expect(isWebp(buffer)).toBe(true);
    const metadata = await sharp(buffer).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it('renders each kind of key', async () => {
    for (const key of [
      'brand/voltix',
      'shop/shop-01/banner',
      'ad/top/3/sale/pets',
      'news/3',
      'category/phones',
    ]) {
      const buffer = await renderDemoImage(key, { width: 64, height: 48 });
      expect(isWebp(buffer)).toBe(true);
    }
  });

  it("draws a product's further views differently, in the picture's colours", () => {
    const size = { width: 100, height: 100 };
    const [closeUp, turned] = productViews('product/shoes/sneakers/red');
    const picture = demoImageSvg('product/shoes/sneakers/red', size);
    expect(new Set([picture, demoImageSvg(closeUp!, size), demoImageSvg(turned!, size)]).size).toBe(3);
    const background = (svg: string) => /<rect [^>]*fill="(#[0-9a-f]+)"/.exec(svg)?.[1];
    expect(background(demoImageSvg(turned!, size))).toBe(background(picture));
  });

  it('derives colours from the key and is deterministic', () => {
    const size = { width: 100, height: 100 };
    expect(demoImageSvg('product/audio/headphones/1', size)).toBe(
      demoImageSvg('product/audio/headphones/1', size),
    );
    expect(demoImageSvg('product/audio/headphones/1', size)).not.toBe(
      demoImageSvg('product/audio/headphones/2', size),
    );
    expect(demoImageSvg('news/1', { ...size, label: '<&>' })).toContain('&#60;&#38;&#62;');
  });

  it('labels an image with the initial of its subject', () => {
    expect(imageLabel('product/audio/1')).toBe('A');
    expect(imageLabel('brand/voltix')).toBe('V');
    expect(imageLabel('news/4')).toBe('N');
    expect(imageLabel('shop/shop-03/logo')).toBe('S');
  });

  it('rejects impossible sizes', async () => {
    await expect(renderDemoImage('news/1', { width: 0, height: 10 })).rejects.toThrow(RangeError);
    await expect(renderDemoImage('news/1', { width: 10.5, height: 10 })).rejects.toThrow(RangeError);
    await expect(renderDemoImage('news/1', { width: 10, height: 100_000 })).rejects.toThrow(RangeError);
  });
});

describe('product and category pictures', () => {
  it('picks the picture of the product type or category', () => {
    expect(pictureFor('product/audio/headphones/2')).toEqual({ file: '1f3a7.svg', tint: false });
    expect(pictureFor('product/shoes/sneakers/red')).toEqual({ file: '1f45f.svg', tint: true });
    expect(pictureFor('category/audio')).toEqual({ file: '1f3a7.svg', tint: false });
    expect(pictureFor('category/tea-coffee')).toEqual({ file: '2615.svg', tint: false });
    expect(pictureFor('product/audio/gramophone/1')).toBeNull();
    expect(pictureFor('brand/voltix')).toBeNull();
  });

  it('names Twemoji files by code point, keeping the selector only in joined sequences', () => {
    expect(twemojiFile('⌨️')).toBe('2328.svg');
    expect(twemojiFile('🐕‍🦺')).toBe('1f415-200d-1f9ba.svg');
  });

  it('has a shipped picture for every product type and category of the catalogue', () => {
    const keys = demoImageKeys(buildDemoCatalogue(1)).filter((key) => /^(product|category)\//.test(key));
    for (const key of keys) {
      const picture = pictureFor(key);
      expect({ key, picture }).toEqual({
        key,
        picture: expect.objectContaining({ file: expect.any(String) }),
      });
      expect(loadPicture(picture!.file).body).toMatch(/^<(path|circle|ellipse|g|rect)/);
    }
  });

  it('draws the picture of the type, on a backdrop that differs between variants', () => {
    const size = { width: 200, height: 200 };
    const headphones = loadPicture('1f3a7.svg').body;
    const first = demoImageSvg('product/audio/headphones/1', size);
    const second = demoImageSvg('product/audio/headphones/2', size);
    expect(first).toContain(headphones);
    expect(second).toContain(headphones);
    expect(first.replace(headphones, '')).not.toBe(second.replace(headphones, ''));
  });

  it('paints a product in the colour its name carries', async () => {
    const [redR, , redB] = await centreColour('product/mens-clothing/t-shirt/red');
    expect(redR - redB).toBeGreaterThan(100);
    const [navyR, , navyB] = await centreColour('product/mens-clothing/t-shirt/navy');
    expect(navyB - navyR).toBeGreaterThan(30);
    const [whiteR, whiteG, whiteB] = await centreColour('product/mens-clothing/t-shirt/white');
    expect(Math.min(whiteR, whiteG, whiteB)).toBeGreaterThan(200);
  });

  it('stands a picture with colours of its own on a disc of the product colour', () => {
    const baby = loadPicture('1f476.svg').body;
    const svg = demoImageSvg('product/baby/baby-carrier/red', { width: 200, height: 200 });
    expect(svg).toContain(baby);
    expect(svg).toContain(`fill="${colourValues.red}"`);
  });
});

describe('brand marks', () => {
  const size = { width: 400, height: 400 };

  it('sets the brand name under the emblem of its category', () => {
    const svg = demoImageSvg('brand/voltix', size);
    expect(svg).toContain('>Voltix</tspan>');
    expect(svg).toContain(loadPicture(twemojiFile('🔌')).body);
  });

  it('breaks a name of several words into two balanced lines', () => {
    expect(demoImageSvg('brand/maison-lune', size)).toMatch(/>Maison<\/tspan><tspan [^>]*>Lune</);
    expect(demoImageSvg('brand/bean-and-bloom', size)).toMatch(/>Bean &#38;<\/tspan><tspan [^>]*>Bloom</);
  });

  it('keeps a long name inside a 96 px thumbnail', async () => {
    const side = 96;
    const { data } = await sharp(await renderDemoImage('brand/urbanthread', { width: side, height: side }))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * side + x) * 3, (y * side + x) * 3 + 3)];
    const background = pixel(0, side - 1);
    // Lossy WebP blurs flat colour a little; white type on the edge would differ by far more.
    const distance = (colour: number[]) => Math.max(...colour.map((c, i) => Math.abs(c - background[i]!)));
    for (let y = 0; y < side; y++) {
      expect(distance(pixel(1, y))).toBeLessThan(24);
      expect(distance(pixel(side - 2, y))).toBeLessThan(24);
    }
  });

  it('falls back to a letter tile for a brand the catalogue does not know', () => {
    expect(demoImageSvg('brand/unknown', size)).toContain('>U</text>');
  });
});

describe('ad banners', () => {
  const size = { width: 1200, height: 400 };
  const body = (emoji: string) => loadPicture(twemojiFile(emoji)).body;

  it('shows a sale as a figure beside the picture of its category', () => {
    const svg = demoImageSvg('ad/top/3/sale/pets', size);
    expect(svg).toContain('>−40%</text>');
    expect(svg).toContain(body(categoryPictures.pets!));
  });

  it('shows each offer in figures, signs or a short word', () => {
    expect(demoImageSvg('ad/top/1/new/grocery', size)).toContain('>NEW</text>');
    expect(demoImageSvg('ad/top/2/about', size)).toMatch(/>112<\/text>.*>USDT · ETH · BTC</);
    expect(demoImageSvg('ad/bottom/1/shop/shop-08', size)).toContain(body('🚚'));
    expect(demoImageSvg('ad/bottom/2/news', size)).toContain(body('📰'));
    const brandAd = demoImageSvg('ad/center_top/1/brand/hearthly', size);
    expect(brandAd).toContain('>Hearthly</text>');
    expect(brandAd).toContain(body(categoryPictures.home!));
  });

  it('gives every ad of the catalogue the picture of what it is about', () => {
    const pictureOf = (ad: DemoAd) => {
      if (ad.target.type === 'category') return body(categoryPictures[ad.target.key]!);
      if (ad.target.type === 'brand') return brandLook(ad.target.key)!.emblem.body;
      if (ad.target.type === 'shop') return body('🚚');
      return body(ad.link.includes('news') ? '📰' : '🌍');
    };
    for (const ad of buildDemoCatalogue(1).ads) {
      expect({ key: ad.imageKey, shown: demoImageSvg(ad.imageKey, size).includes(pictureOf(ad)) }).toEqual({
        key: ad.imageKey,
        shown: true,
      });
    }
  });

  it('falls back to a letter tile for a key without an offer', () => {
    expect(demoImageSvg('ad/top/1', size)).toContain('>T</text>');
    expect(demoImageSvg('ad/top/1/sale/unknown', size)).toContain('>T</text>');
  });
});

describe('shop logos and banners', () => {
  it('sets the shop name as a mark under the emblem of what it sells', () => {
    const logo = demoImageSvg('shop/shop-16/logo', { width: 400, height: 400 });
    expect(logo).toMatch(/>Happy<\/tspan><tspan [^>]*>Paws</);
    expect(logo).toContain(loadPicture(twemojiFile(categoryPictures.pets!)).body);
  });

  it('puts the shop name beside that emblem on its banner', () => {
    const banner = demoImageSvg('shop/shop-16/banner', { width: 1200, height: 400 });
    expect(banner).toContain('>Happy Paws</text>');
    expect(banner).toContain(loadPicture(twemojiFile(categoryPictures.pets!)).body);
  });

  it('falls back to a letter tile for a shop the catalogue does not know', () => {
    expect(demoImageSvg('shop/shop-99/logo', { width: 400, height: 400 })).toContain('>S</text>');
  });
});
