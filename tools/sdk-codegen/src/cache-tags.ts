import type { CacheTagRef } from '@mall/sdk-manifest';

/** The tag every localised query provides besides its own, so that a language switch can invalidate them. */
export const LOCALISED_TAG = 'Localised' as const;

export type TagRef = CacheTagRef | typeof LOCALISED_TAG;

/** `result.products.list` read safely from an answer that is undefined when the call failed. */
const resultPath = (path: string) => `result?.${path.split('.').join('?.')}`;

const quoted = (text: string) => `'${text}'`;

function printRef(ref: TagRef): string {
  if (typeof ref === 'string') return quoted(ref);
  const type = quoted(ref.type);
  const { id } = ref;
  if (typeof id === 'string') return `{ type: ${type}, id: ${quoted(id)} }`;
  if ('arg' in id) return `{ type: ${type}, id: args.${id.arg} }`;
  if ('result' in id) {
    return `...(result ? [{ type: ${type} as const, id: result.${id.result} }] : [])`;
  }
  return `...(${resultPath(id.each)} ?? []).map((item) => ({ type: ${type} as const, id: item.id }))`;
}

const reads = (refs: readonly TagRef[], source: 'arg' | 'result') =>
  refs.some(
    (ref) =>
      typeof ref !== 'string' &&
      typeof ref.id !== 'string' &&
      (source === 'arg' ? 'arg' in ref.id : !('arg' in ref.id)),
  );

/**
 * The RTK Query `providesTags`/`invalidatesTags` value for a manifest's tag list: a plain array when every tag
 * is fixed, otherwise a function of the answer and the request.
 */
export function printTagOption(refs: readonly TagRef[]): string {
  const list = `[${refs.map(printRef).join(', ')}]`;
  const usesArgs = reads(refs, 'arg');
  const usesResult = reads(refs, 'result');
  if (!usesArgs && !usesResult) return list;
  const parameters = usesArgs ? `${usesResult ? 'result' : '_result'}, _error, args` : 'result';
  return `(${parameters}) => ${list}`;
}
