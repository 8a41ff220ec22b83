/**
 * Type-checks every project of the workspace, each file exactly once and under its own project's tsconfig.
 *
 * `tsc -p <project>` reports errors for every file the project imports, so 45 projects checked the UI kit, the SDK
 * and the server core again and again (12 minutes of CPU in CI). Here the projects whose tsconfigs give the same
 * compiler options share one program, and a program reports diagnostics only for its own projects' files: an
 * imported file is read for its types but checked by the program it belongs to. The programs run in parallel, one
 * per core.
 *
 * `node tools/workspace/typecheck.mjs` checks everything; `tsc -p <project>/tsconfig.json` still checks one project
 * (and what it imports) as an editor does.
 */
import { execFileSync, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '../..');

/** Every project's tsconfig.json (a folder with a project.json is a project), so a new project is checked unlisted. */
function projectTsconfigs() {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*project.json'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return listed
    .split('\n')
    .filter((path) => path.endsWith('project.json'))
    .map((path) => join(root, dirname(path), 'tsconfig.json'))
    .filter((path) => ts.sys.fileExists(path));
}

/** The parsed tsconfigs grouped by their compiler options: one program per group. */
function groupsOf(configPaths) {
  const groups = new Map();
  for (const configPath of configPaths) {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      configPath,
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: fail },
    );
    if (parsed.errors.length > 0) fail(parsed.errors);
    // Where a tsconfig was read from is no compiler option: projects whose options otherwise agree share a program.
    const { configFilePath: _from, pathsBasePath: _base, ...options } = parsed.options;
    const key = JSON.stringify(options, Object.keys(options).sort());
    const group = groups.get(key) ?? { options: parsed.options, projects: [], files: new Set() };
    group.projects.push(relative(root, dirname(configPath)));
    for (const file of parsed.fileNames) group.files.add(file);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function fail(diagnostics) {
  process.stderr.write(ts.formatDiagnosticsWithColorAndContext([diagnostics].flat(), formatHost));
  process.exit(1);
}

const formatHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};

/** Diagnostics of one group's own files. */
function checkGroup(group) {
  const program = ts.createProgram({ rootNames: [...group.files], options: group.options });
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  for (const file of group.files) {
    const sourceFile = program.getSourceFile(file);
    if (!sourceFile) continue;
    diagnostics.push(
      ...program.getSyntacticDiagnostics(sourceFile),
      ...program.getSemanticDiagnostics(sourceFile),
    );
  }
  return diagnostics;
}

async function main() {
  const groupArgument = process.argv.indexOf('--group');
  const configs = process.argv.includes('--configs')
    ? process.argv.slice(process.argv.indexOf('--configs') + 1)
    : projectTsconfigs();
  const groups = groupsOf(configs);

  if (groupArgument !== -1) {
    const group = groups[Number(process.argv[groupArgument + 1])];
    const diagnostics = checkGroup(group);
    if (diagnostics.length > 0) {
      process.stderr.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
      process.exit(1);
    }
    console.log(`typecheck: ${group.files.size} files of ${group.projects.join(', ')}: no errors`);
    return;
  }

  console.log(`typecheck: ${configs.length} projects in ${groups.length} programs`);
  // The largest groups first, so the cores finish together.
  const order = groups
    .map((group, index) => ({ index, size: group.files.size }))
    .sort((a, b) => b.size - a.size);
  let failed = false;
  const workers = Array.from({ length: Math.min(availableParallelism(), groups.length) }, async () => {
    for (let next = order.shift(); next; next = order.shift()) {
      const child = spawn(
        process.execPath,
        [import.meta.filename, '--group', String(next.index), '--configs', ...configs],
        { cwd: root, stdio: 'inherit' },
      );
      const code = await new Promise((done) => child.on('exit', done));
      if (code !== 0) failed = true;
    }
  });
  await Promise.all(workers);
  if (failed) process.exit(1);
}

await main();
