/**
 * Runs TypeScript test files with `node --test`, each bundled into one JavaScript file first.
 *
 * Under `node --import tsx` every test file's process resolves and transforms the ~1,500 modules of the server
 * through tsx's loader hooks: about 7 s of CPU before its first test, paid again by each of the API suites' files
 * and twice in CI (embedded and PostgreSQL). One esbuild pass over all files takes seconds, and a bundled file starts
 * in about 1 s. npm packages stay imports from node_modules (native modules and WebAssembly load from their own
 * folders), as in the server's own build (`apps/api/build.mjs`).
 *
 * Usage: `node tools/workspace/run-node-suite.mjs --tsconfig <tsconfig.json> [--test-… flags] <files…>`
 * `__dirname`, `__filename` and `import.meta.dirname`/`filename`/`url` keep naming each source file, so tests and
 * the code they load find fixtures, migrations and the workspace as they do under tsx.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { failuresFileFor } from './failed-tests.mjs';

const root = resolve(import.meta.dirname, '../..');

function parseArguments(argv) {
  const nodeFlags = [];
  const files = [];
  let tsconfig;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--tsconfig') tsconfig = argv[++index];
    else if (argument.startsWith('--')) nodeFlags.push(argument);
    else files.push(argument);
  }
  if (!tsconfig || files.length === 0) {
    console.error(
      'usage: node tools/workspace/run-node-suite.mjs --tsconfig <tsconfig.json> [--test-… flags] <files…>',
    );
    process.exit(2);
  }
  return { tsconfig, nodeFlags, files };
}

/** npm packages stay runtime imports; the workspace's own code (`@mall/*`, relative paths) is bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@mall/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Each source file keeps its own location in `__dirname` and `import.meta`, as under tsx. */
const sourceLocations = {
  name: 'source-locations',
  setup(builder) {
    builder.onLoad({ filter: /\.(ts|tsx|mts|cts)$/ }, (args) => {
      const file = args.path;
      const contents = readFileSync(file, 'utf8')
        .replace(/\bimport\.meta\.dirname\b|\b__dirname\b/g, JSON.stringify(dirname(file)))
        .replace(/\bimport\.meta\.filename\b|\b__filename\b/g, JSON.stringify(file))
        .replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(file).href));
      return { contents, loader: extname(file) === '.tsx' ? 'tsx' : 'ts', resolveDir: dirname(file) };
    });
  },
};

const { tsconfig, nodeFlags, files } = parseArguments(process.argv.slice(2));
// Inside the workspace, so that the bundles' imports of npm packages resolve from its node_modules.
mkdirSync(join(root, 'tmp'), { recursive: true });
const outdir = mkdtempSync(join(root, 'tmp', 'node-test-'));
const entryPoints = Object.fromEntries(
  files.map((file) => [relative(root, resolve(file)).replace(/\.[cm]?tsx?$/, ''), resolve(file)]),
);
await build({
  absWorkingDir: root,
  entryPoints,
  outdir,
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  tsconfig: resolve(tsconfig),
  logLevel: 'warning',
  plugins: [npmPackagesExternal, sourceLocations],
});

const bundles = Object.keys(entryPoints).map((name) => join(outdir, `${name}.cjs`));
// The usual report on the terminal, and the failures alone in a file that a failed `npm test` prints last.
const failuresFile = failuresFileFor();
mkdirSync(dirname(failuresFile), { recursive: true });
const reporters = [
  `--test-reporter=${process.stdout.isTTY ? 'spec' : 'tap'}`,
  '--test-reporter-destination=stdout',
  `--test-reporter=${pathToFileURL(join(root, 'tools/workspace/failed-tests.mjs')).href}`,
  `--test-reporter-destination=${failuresFile}`,
];
const child = spawn(process.execPath, ['--test', ...reporters, ...nodeFlags, ...bundles], {
  cwd: root,
  stdio: 'inherit',
});
const code = await new Promise((done) =>
  child.on('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0))),
);
rmSync(outdir, { recursive: true, force: true });
process.exit(code);
