// @ts-check
/**
 * Type-checks every ```ts / ```tsx block of the content as a standalone module, against the
 * packages installed in node_modules, in ONE TypeScript program: the type definitions of
 * react, remotion and @remotion/* are loaded once for all blocks, which is what keeps a
 * thousand blocks at tens of seconds rather than minutes.
 *
 * Each block becomes a virtual file under <root>/.content-check/<page>/, so imports resolve
 * from the site's node_modules. A block whose meta has `title="src/Root.tsx"` is placed at that
 * path, so another block of the same page can import it (`import {Main} from './Main'`).
 */
import path from 'node:path';
import ts from 'typescript';

/** Languages that are type-checked, mapped to the extension of their virtual file. */
const CHECKED_LANGS = /** @type {Record<string, string>} */ ({ts: '.ts', typescript: '.ts', tsx: '.tsx', mts: '.mts'});
const TITLE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts']);

/** The settings examples are written against: strict, react-jsx, bundler resolution, ES2022. */
export const COMPILER_OPTIONS = /** @type {import('typescript').CompilerOptions} */ ({
  strict: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  esModuleInterop: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  noEmit: true,
  // Every block is its own module, even one without import/export: no shared global scope.
  moduleDetection: ts.ModuleDetectionKind.Force,
});

/**
 * @typedef {object} Block
 * @property {string} file  the page (docs/player/api.mdx)
 * @property {number} index  1-based position among the page's code blocks of any language
 * @property {string} lang
 * @property {string} code
 * @property {number} line  line of the opening fence in the page
 * @property {number} indent
 * @property {string | null} title
 * @property {boolean} nocheck
 *
 * @typedef {object} BlockError
 * @property {Block} block
 * @property {number} line  line in the page
 * @property {number} column
 * @property {number} code  TypeScript error code
 * @property {string} message
 * @property {string} sourceLine
 *
 * @typedef {object} ExampleResult
 * @property {number} checked  blocks compiled (not flagged)
 * @property {number} flagged  blocks skipped with `nocheck`
 * @property {Block[]} failedBlocks
 * @property {BlockError[]} errors
 * @property {Block[]} flaggedButCompile  `nocheck` blocks that compile fine (flag not needed)
 * @property {string[]} setupErrors  problems with the compiler setup itself
 * @property {number} ms
 */

/**
 * Words of a fence's meta string, with quoted values kept whole (title="My file.tsx").
 * @param {string} meta
 */
export function parseMeta(meta) {
  /** @type {Record<string, string | true>} */
  const out = {};
  for (const m of meta.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|(\S+)))?/g)) {
    const name = /** @type {string} */ (m[1]);
    out[name] = m[2] ?? m[3] ?? m[4] ?? true;
  }
  return out;
}

/**
 * @param {{file: string, codeBlocks: import('./extract.mjs').CodeBlock[]}[]} pages
 * @returns {Block[]}
 */
export function collectBlocks(pages) {
  /** @type {Block[]} */
  const blocks = [];
  for (const page of pages) {
    page.codeBlocks.forEach((block, i) => {
      if (!(block.lang in CHECKED_LANGS)) return;
      const meta = parseMeta(block.meta);
      blocks.push({
        file: page.file,
        index: i + 1,
        lang: block.lang,
        code: block.value,
        line: block.line,
        indent: block.indent,
        title: typeof meta.title === 'string' ? meta.title : null,
        nocheck: meta.nocheck === true,
      });
    });
  }
  return blocks;
}

/** Parsed library files, kept between runs in one process (the unit tests compile many times). */
const libraryCache = new Map();

/**
 * @param {Block[]} blocks
 * @param {{root: string}} options  root: the folder whose node_modules the examples use
 * @returns {ExampleResult}
 */
export function typeCheckBlocks(blocks, {root}) {
  const started = performance.now();
  const virtualRoot = path.join(path.resolve(root), '.content-check');
  /** @type {Map<string, string>} */
  const files = new Map();
  /** @type {Map<string, Block>} */
  const blockByFile = new Map();
  const dirs = new Set();

  for (const block of blocks) {
    const fileName = virtualFileName(virtualRoot, block, files);
    files.set(fileName, block.code);
    blockByFile.set(fileName, block);
    for (let dir = path.dirname(fileName); dir.startsWith(virtualRoot); dir = path.dirname(dir)) dirs.add(dir);
  }

  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const {fileExists, readFile, directoryExists} = host;
  host.fileExists = (f) => files.has(f) || fileExists.call(host, f);
  host.readFile = (f) => files.get(f) ?? readFile.call(host, f);
  host.directoryExists = (d) => dirs.has(d) || (directoryExists?.call(host, d) ?? ts.sys.directoryExists(d));
  host.getSourceFile = (fileName, languageVersion) => {
    const code = files.get(fileName);
    if (code !== undefined) return ts.createSourceFile(fileName, code, languageVersion, true);
    const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
    if (!libraryCache.has(key)) {
      const text = ts.sys.readFile(fileName);
      libraryCache.set(key, text === undefined ? undefined : ts.createSourceFile(fileName, text, languageVersion, true));
    }
    return libraryCache.get(key);
  };

  const program = ts.createProgram({rootNames: [...files.keys()], options: COMPILER_OPTIONS, host});
  const setupErrors = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  );

  /** @type {BlockError[]} */
  const errors = [];
  /** @type {Block[]} */
  const failedBlocks = [];
  /** @type {Block[]} */
  const flaggedButCompile = [];
  for (const [fileName, block] of blockByFile) {
    const sourceFile = program.getSourceFile(fileName);
    if (!sourceFile) continue;
    const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
    if (block.nocheck) {
      if (diagnostics.length === 0) flaggedButCompile.push(block);
      continue;
    }
    if (diagnostics.length > 0) failedBlocks.push(block);
    const lines = block.code.split('\n');
    for (const d of diagnostics) {
      const at = sourceFile.getLineAndCharacterOfPosition(d.start ?? 0);
      errors.push({
        block,
        line: block.line + 1 + at.line,
        column: block.indent + at.character + 1,
        code: d.code,
        message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
        sourceLine: lines[at.line] ?? '',
      });
    }
  }
  return {
    checked: blocks.filter((b) => !b.nocheck).length,
    flagged: blocks.filter((b) => b.nocheck).length,
    failedBlocks,
    errors,
    flaggedButCompile,
    setupErrors,
    ms: performance.now() - started,
  };
}

/**
 * @param {string} virtualRoot
 * @param {Block} block
 * @param {Map<string, string>} taken
 */
function virtualFileName(virtualRoot, block, taken) {
  const pageDir = path.join(virtualRoot, block.file);
  if (block.title && !block.nocheck) {
    const titled = path.join(pageDir, path.normalize(block.title));
    if (TITLE_EXTENSIONS.has(path.extname(titled)) && titled.startsWith(pageDir + path.sep) && !taken.has(titled)) {
      return titled;
    }
  }
  return path.join(pageDir, `block-${block.index}${CHECKED_LANGS[block.lang]}`);
}
