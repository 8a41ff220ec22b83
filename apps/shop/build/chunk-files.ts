import type { Rollup } from 'vite';

export interface ChunkFiles {
  scripts: string[];
  styles: string[];
}

const chunksOf = (bundle: Rollup.OutputBundle | undefined) =>
  Object.values(bundle ?? {}).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');

/** The chunk that starts from a source module (by the end of its path), if the bundle has one. */
export function chunkFrom(bundle: Rollup.OutputBundle | undefined, sourceModule: string) {
  return chunksOf(bundle).find((chunk) => chunk.facadeModuleId?.endsWith(sourceModule));
}

/** The files a chunk loads before it runs: itself, the chunks it imports (transitively), and their stylesheets. */
export function chunkFiles(bundle: Rollup.OutputBundle | undefined, sourceModule: string): ChunkFiles {
  const byFile = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
  const start = chunkFrom(bundle, sourceModule);
  if (!start) throw new Error(`no chunk starts from ${sourceModule}`);
  const scripts = new Set<string>();
  const follow = (chunk: Rollup.OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) follow(next);
    }
  };
  follow(start);
  const styles = [...scripts].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
  return { scripts: [...scripts], styles };
}
