import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DemoImageOptions, demoImageSvg, ENCODING, renderDemoImage } from './images';

/**
 * The demo picture of an image key, rendered once per machine: every new data folder (a newcomer's second
 * `npm start` after a reset, each test run's server) seeds the same 1,500 pictures, which cost a minute of CPU
 * to render. They are kept in the system's temporary folder under a name made of the drawing and its encoding, so a
 * changed drawing or encoder renders anew and nothing stale is ever served.
 */
export async function cachedDemoImage(
  imageKey: string,
  options: DemoImageOptions,
  folder = join(tmpdir(), 'mall-demo-images'),
): Promise<Buffer> {
  const svg = demoImageSvg(imageKey, options);
  const file = join(
    folder,
    `${createHash('sha256').update(ENCODING).update('\n').update(svg).digest('hex')}.webp`,
  );
  try {
    return readFileSync(file);
  } catch {
    const picture = await renderDemoImage(imageKey, options);
    mkdirSync(folder, { recursive: true });
    // Written aside and renamed: a seed running meanwhile in another process never reads half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, picture);
    renameSync(partial, file);
    return picture;
  }
}
