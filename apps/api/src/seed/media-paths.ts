/**
 * Where a demo image lives under the media folder. docs/requirements.md R7: product and category images are under
 * `catalog/product` and `catalog/category`; the rest sit beside them under `catalog/`.
 */
export function demoImagePath(imageKey: string): string {
  const [kind, ...rest] = imageKey.split('/');
  if (kind === 'product' || kind === 'category') return `catalog/${kind}/${rest.join('/')}.webp`;
  return `catalog/${imageKey}.webp`;
}
