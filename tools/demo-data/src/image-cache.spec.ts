import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedDemoImage } from './image-cache';
import { renderDemoImage } from './images';

describe('cachedDemoImage', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'demo-images-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('renders a picture once and serves the same bytes from the folder after', async () => {
    const first = await cachedDemoImage('product/audio/headphones/1', { width: 120, height: 120 }, folder);
    expect(
      first.equals(await renderDemoImage('product/audio/headphones/1', { width: 120, height: 120 })),
    ).toBe(true);
    const [file] = readdirSync(folder);
    // What the folder holds is what is served: proof that the second call reads instead of rendering.
    writeFileSync(join(folder, file!), 'kept');
    const second = await cachedDemoImage('product/audio/headphones/1', { width: 120, height: 120 }, folder);
    expect(second.toString()).toBe('kept');
  });

  it('keeps a picture per drawing: another key or size is rendered anew', async () => {
    await cachedDemoImage('brand/voltix', { width: 80, height: 80 }, folder);
    await cachedDemoImage('brand/voltix', { width: 80, height: 60 }, folder);
    await cachedDemoImage('brand/lumen', { width: 80, height: 80 }, folder);
    expect(readdirSync(folder).filter((name) => name.endsWith('.webp'))).toHaveLength(3);
  });

  it('refuses sides out of range as rendering does', async () => {
    await expect(cachedDemoImage('news/1', { width: 0, height: 10 }, folder)).rejects.toThrow(RangeError);
    expect(readdirSync(folder)).toEqual([]);
  });
});
