// An area's typed contract with the shell: the shell loads every area's exposed `./routes` and
// uses its default export as an `AreaRoutesModule` (apps/shell/src/federation/loadArea.ts). The
// area's build writes that module's declarations (Module Federation's generated types,
// `dist/@mf-types`, with MF_DTS=1); this compiles, in memory, one file that assigns them to the
// shell's type, so an area built at another commit is checked against the shell at this one
// (docs/decisions.md#delivery-version-skew-and-affected-areas).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { AreaName } from '@platform/routes';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The shell's expectation: the type loadArea() gives an area's exposed `./routes` default. */
const SHELL_EXPECTATION = join(REPO, 'packages/ui/src/routing.ts');
const TYPES_FOLDER = '@mf-types';
const EXPOSED = 'routes';

export interface ContractOptions {
  /**
   * Where the generated types' package imports (`@platform/ui`, …) resolve from: the area's folder
   * in the checkout that built them. Default: the types' own place (right for `apps/<area>/dist`).
   */
  resolveFrom?: string;
  /** The shell's expectation (default: this checkout's `packages/ui/src/routing.ts`). */
  expectation?: string;
}

export interface ContractResult {
  area: AreaName;
  typesDir: string;
  ok: boolean;
  /** The compiler's messages, one per diagnostic, with the file and line when known. */
  errors: string[];
}

/** The folder holding `routes.d.ts`: a types folder itself, or a dist that contains `@mf-types`. */
export function typesDirOf(dir: string): string {
  const nested = join(dir, TYPES_FOLDER);
  return existsSync(join(nested, `${EXPOSED}.d.ts`)) ? nested : dir;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  strict: true,
  noEmit: true,
  // The generated declarations are checked too: an import of theirs that does not resolve is an error.
  skipLibCheck: false,
  esModuleInterop: true,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
  // The generated declarations keep the area's `import './wallet.css'`; it carries no types.
  noUncheckedSideEffectImports: false,
};

function formatDiagnostic(diagnostic: ts.Diagnostic): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (!diagnostic.file || diagnostic.start === undefined) return message;
  const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return `${diagnostic.file.fileName}:${line + 1}: ${message}`;
}

/**
 * Compiles `const contract: AreaRoutesModule<area> = <the generated default export>` and returns
 * the diagnostics of that file and of the generated declarations (an import they cannot resolve
 * would otherwise turn the export into `any` and pass).
 */
export function checkAreaContract(
  area: AreaName,
  dir: string,
  options: ContractOptions = {},
): ContractResult {
  const typesDir = resolve(typesDirOf(dir));
  const exposed = join(typesDir, EXPOSED);
  const checkFile = join(typesDir, '__shell-contract__.ts');
  const expectation = (options.expectation ?? SHELL_EXPECTATION).replace(/\.tsx?$/, '');
  const source = [
    `import type { AreaRoutesModule } from ${JSON.stringify(expectation)};`,
    `import exposed from ${JSON.stringify(exposed)};`,
    `type IsAny<T> = 0 extends 1 & T ? true : false;`,
    `export const notAny: IsAny<typeof exposed> = false;`,
    `export const contract: AreaRoutesModule<${JSON.stringify(area)}> = exposed;`,
    '',
  ].join('\n');

  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (resolve(file) === checkFile ? source : readFile(file));
  host.fileExists = (file) => resolve(file) === checkFile || fileExists(file);
  host.getSourceFile = (file, language, onError, shouldCreate) =>
    resolve(file) === checkFile
      ? ts.createSourceFile(file, source, language, true)
      : getSourceFile(file, language, onError, shouldCreate);
  const resolveFrom = options.resolveFrom ? resolve(options.resolveFrom) : undefined;
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, compilerOptions) =>
    literals.map((literal) => {
      const name = literal.text;
      const packageImport = !name.startsWith('.') && !name.startsWith('/');
      const from =
        resolveFrom && packageImport && resolve(containingFile).startsWith(typesDir)
          ? join(resolveFrom, 'index.ts')
          : containingFile;
      return ts.resolveModuleName(name, from, compilerOptions, host, undefined, redirected);
    });

  const program = ts.createProgram([checkFile], COMPILER_OPTIONS, host);
  const diagnostics = program
    .getSourceFiles()
    .filter((file) => resolve(file.fileName).startsWith(typesDir))
    .flatMap((file) => [
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
    ]);
  const errors = diagnostics
    .filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error)
    .map(formatDiagnostic);
  return { area, typesDir, ok: errors.length === 0, errors };
}
