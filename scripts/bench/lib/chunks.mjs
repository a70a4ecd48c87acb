// @ts-check
/**
 * What is in the JS chunks of a build. Named chunks are mapped to the module they load through
 * `.docusaurus/registry.js`; inside every chunk, the bundler's module table is split with a
 * JavaScript parser and each module is labelled by strings that survive minification (a
 * production build keeps no module paths). Labels are best effort: "unidentified" modules are
 * listed with a few of their string literals so a person can tell what they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * @typedef {object} ModuleInfo
 * @property {string} id
 * @property {number} raw  minified bytes
 * @property {string} label
 * @property {string[]} [hints]  string literals of unidentified modules
 */

/**
 * Checks in order of precedence: [label, test, exclusive]. An exclusive match (a library or a
 * data module that is never concatenated with others) names the module alone.
 * @type {Array<[string, (text: string) => boolean, boolean?]>}
 */
export const FINGERPRINTS = [
  ['react-dom', (t) => t.includes('react.dev/errors') && t.length > 50_000, true],
  ['react-dom (small part)', (t) => t.includes('react.dev/errors'), true],
  ['react / jsx-runtime', (t) => t.includes('Symbol.for("react.transitional.element")') || t.includes('Symbol.for("react.element")')],
  ['scheduler (React)', (t) => t.includes('unstable_scheduleCallback') || t.includes('unstable_now'), true],
  ['@docsearch/react', (t) => /DocSearch-|DocSearchModal/.test(t)],
  ['algoliasearch-helper (search page)', (t) => /searchQueueEmpty|aroundPrecision|hierarchicalFacets/.test(t)],
  ['algoliasearch client', (t) => /x-algolia-(agent|application-id|api-key)/i.test(t)],
  ['remotion / @remotion/player', (t) => /__remotion_|remotion_initialFrame|Remotion requires React/.test(t)],
  // Prism's core, not the token helpers of plugins/code-highlight (which name the same hooks).
  ['Prism core + bundled grammars (prism-react-renderer)', (t) => t.includes('before-tokenize') && t.includes('insertBefore'), true],
  ['prismjs/components.json (catalogue of every Prism language)', (t) => t.includes('components/prism-core.js'), true],
  ['Prism grammar', (t) => /\bPrism\.languages\b|languages\.[a-z]+=|\.languages\.extend\(|markup-templating/.test(t)],
  // The bundler usually concatenates @generated/routes into the registry module. Registry keys are
  // Docusaurus' 8-character hashes or plugins/route-sections' short names; a route section
  // (plugins/route-sections/routeTable.cjs) holds routes, registry entries and chunk names.
  [
    'route registry + routes table (@generated/registry, @generated/routes, route sections)',
    (t) => (t.match(/[{,]"?[\w$]+"?:\[\(\)=>/g) ?? []).length >= 3 || (t.match(/\{path:"\/[^"]*",component:(?:[\w$]+|\(0,[\w$.]+\))\("/g) ?? []).length >= 3,
    true,
  ],
  ['route chunk names (@generated/routesChunkNames)', (t) => t.includes('"__comp"'), true],
  ['docs version metadata: every sidebar (@generated/.../p/docs-*.json)', (t) => t.includes('"docsSidebars"'), true],
  ['blog metadata (sidebar, list props)', (t) => /"blogTitle"|"blogPosts"|"sidebar":\{"title"/.test(t), true],
  ['plugins global data (@generated/globalData)', (t) => t.includes('"docusaurus-plugin-content-docs":{'), true],
  ['site config (@generated/docusaurus.config)', (t) => t.includes('tagline:') && t.includes('baseUrl:'), true],
  ['MDX page content', (t) => /contentTitle:\(\)=>/.test(t), true],
  ['nprogress', (t) => t.includes('trickleRate'), true],
  ['tslib', (t) => t.includes('__addDisposableResource'), true],
  ['react-helmet-async', (t) => t.includes('data-rh')],
  ['react-router / history', (t) => t.includes('Router-History') || (/createHref|createLocation|pushState/.test(t) && /basename/.test(t))],
  [
    'Docusaurus theme components (theme-classic / theme-common)',
    (t) =>
      /["']theme\.[a-zA-Z]+\.|__docusaurus_skipToContent|ReactContextError|[A-Z]\w+Provider"|themedComponent|blog-list-page|table-of-contents__|pagination-nav__|menu__link|navbar__/.test(
        t,
      ),
  ],
  ['Docusaurus client runtime (@docusaurus/core)', (t) => /docusaurus/i.test(t)],
  ['CSS module class names', (t) => /^[\w$]+\(e\)\{"?use strict"?;?e\.exports=\{[\w$"']+:"[\w-]+"/.test(t)],
];

/** Labels that match almost any Docusaurus module: used only when nothing else matches. */
const FALLBACKS = new Set(['Docusaurus client runtime (@docusaurus/core)', 'CSS module class names']);

/**
 * Label of one module. The bundler concatenates modules (a theme component together with the
 * library parts it imports), so every specific match is named, joined with "+".
 * @param {string} text  source of one module
 */
export function labelModule(text) {
  const hits = FINGERPRINTS.filter(([, test]) => test(text));
  const exclusive = hits.find(([, , only]) => only);
  if (exclusive) return exclusive[0];
  const matches = hits.map(([label]) => label);
  const specific = matches.filter((label) => !FALLBACKS.has(label));
  if (specific.length > 0) return specific.slice(0, 3).join(' + ');
  return matches[0] ?? 'unidentified';
}

/**
 * A few string literals of a module, to help a person recognise it.
 * @param {string} text
 */
function stringHints(text) {
  const literals = text.match(/"[A-Za-z@][\w\-/@. ]{5,40}"/g) ?? [];
  return [...new Set(literals.filter((s) => s !== '"use strict"'))].slice(0, 6);
}

/**
 * The modules of one chunk with their minified sizes, largest first. Returns [] when the
 * parser is not installed or the chunk has no module table.
 * @param {string} source
 * @returns {Promise<ModuleInfo[]>}
 */
export async function splitModules(source) {
  let acorn;
  try {
    // acorn comes with @docusaurus/core (through webpack-bundle-analyzer).
    acorn = await import('acorn');
  } catch {
    return [];
  }
  let ast;
  try {
    ast = acorn.parse(source, {ecmaVersion: 'latest', sourceType: 'script'});
  } catch {
    return [];
  }
  /** @type {any} */
  let best = null;
  /** @param {any} node */
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (
      node.type === 'ObjectExpression' &&
      node.properties.length > 0 &&
      (best === null || node.properties.length > best.properties.length) &&
      node.properties.every(
        /** @param {any} p */ (p) =>
          p.type === 'Property' && ((p.key.type === 'Literal' && /^\d+$/.test(String(p.key.value))) || (p.key.type === 'Identifier' && /^\d+$/.test(p.key.name))),
      )
    ) {
      best = node;
    }
    for (const key of Object.keys(node)) {
      const value = node[key];
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value.type === 'string') visit(value);
    }
  };
  visit(ast);
  if (!best) return [];
  return best.properties
    .map(
      /** @param {any} p */ (p) => {
        const text = source.slice(p.start, p.end);
        const label = labelModule(text);
        /** @type {ModuleInfo} */
        const info = {id: String(p.key.value ?? p.key.name), raw: p.end - p.start, label};
        if (label === 'unidentified') info.hints = stringHints(text);
        return info;
      },
    )
    .sort(/** @param {ModuleInfo} a @param {ModuleInfo} b */ (a, b) => b.raw - a.raw);
}

/**
 * Chunk name of an asset file: `17896441.dd6c9ab8.js` -> `17896441`, `main.e36bcad5.js` -> `main`.
 * @param {string} fileName
 */
export function chunkNameOf(fileName) {
  return fileName.replace(/\.[0-9a-f]{6,}\.js$/, '').replace(/\.js$/, '');
}

/**
 * @typedef {object} ChunkInfo
 * @property {string} file  URL path
 * @property {string} chunk
 * @property {number} raw
 * @property {number} gzip
 * @property {string} holds  route module of a named chunk, or who shares a numbered one
 * @property {{label: string, raw: number}[]} groups  module bytes summed by label, largest first
 * @property {ModuleInfo[]} modules  largest modules
 */

/**
 * Describes one JS asset of a build.
 * @param {string} buildDir
 * @param {string} urlPath  /assets/js/....js
 * @param {import('./site.mjs').BuildInfo} info
 * @returns {Promise<ChunkInfo>}
 */
export async function describeChunk(buildDir, urlPath, info) {
  const source = fs.readFileSync(path.join(buildDir, urlPath));
  const text = source.toString('utf8');
  const chunk = chunkNameOf(path.basename(urlPath));
  const modules = await splitModules(text);
  /** @type {Map<string, number>} */
  const byLabel = new Map();
  for (const m of modules) byLabel.set(m.label, (byLabel.get(m.label) ?? 0) + m.raw);
  return {
    file: urlPath,
    chunk,
    raw: source.length,
    gzip: zlib.gzipSync(source).length,
    holds: describeHolder(chunk, info),
    groups: [...byLabel].map(([label, raw]) => ({label, raw})).sort((a, b) => b.raw - a.raw),
    modules: modules.slice(0, 8),
  };
}

/**
 * @param {string} chunk
 * @param {import('./site.mjs').BuildInfo} info
 */
function describeHolder(chunk, info) {
  if (chunk === 'main') return 'entry: client runtime, theme shell, route table and registry';
  if (chunk === 'runtime~main') return 'bundler runtime (chunk loading)';
  const own = info.chunkIdNames?.[chunk] ?? chunk;
  const module = info.chunkModules[own];
  if (module) return module;
  const users = Object.entries(info.chunkOrigins)
    .filter(([name, ids]) => name !== own && ids.includes(chunk))
    .map(([name]) => info.chunkModules[name] ?? name);
  if (users.length === 0) return 'loaded on demand (a dynamic import outside the route registry)';
  const shown = users.slice(0, 3).join(', ');
  return `shared by ${users.length} chunk${users.length === 1 ? '' : 's'}: ${shown}${users.length > 3 ? ', …' : ''}`;
}

/**
 * The `count` largest JS files of a build, described.
 * @param {string} buildDir
 * @param {import('./site.mjs').BuildInfo} info
 * @param {number} count
 */
export async function largestChunks(buildDir, info, count) {
  const dir = path.join(buildDir, 'assets', 'js');
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({f, size: fs.statSync(path.join(dir, f)).size}))
    .sort((a, b) => b.size - a.size)
    .slice(0, count);
  const out = [];
  for (const {f} of files) out.push(await describeChunk(buildDir, `/assets/js/${f}`, info));
  return out;
}
