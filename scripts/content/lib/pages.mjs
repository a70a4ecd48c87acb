// @ts-check
/**
 * Finds the pages of the four content collections and works out, for docs, the id and URL that
 * Docusaurus will give them (with the docs plugin's own slug and number-prefix functions, so
 * the lint and the build always agree).
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {parseSource} from './parse.mjs';

// CommonJS internals of the docs plugin, loaded with require() so Node and Vitest see the same
// exports (their ESM interop of a CommonJS default export differs).
const require = createRequire(import.meta.url);
/** @type {(args: {baseID: string, source: string, sourceDirName: string, frontMatterSlug?: string}) => string} */
const getSlug = require('@docusaurus/plugin-content-docs/lib/slug.js').default;
/** @type {{stripPathNumberPrefixes: (p: string, parser: unknown) => string, DefaultNumberPrefixParser: (name: string) => {filename: string}}} */
const {stripPathNumberPrefixes, DefaultNumberPrefixParser} = require('@docusaurus/plugin-content-docs/lib/numberPrefix.js');

/** @typedef {'docs' | 'blog' | 'learn' | 'success-stories'} CollectionName */

/** The content plugin instances of docusaurus.config.ts: folder and URL prefix of each. */
export const COLLECTIONS = /** @type {const} */ ([
  {name: 'docs', dir: 'docs', routeBasePath: '/docs'},
  {name: 'blog', dir: 'blog', routeBasePath: '/blog'},
  {name: 'learn', dir: 'learn', routeBasePath: '/learn'},
  {name: 'success-stories', dir: 'success-stories', routeBasePath: '/success-stories'},
]);

/**
 * @typedef {object} Page
 * @property {string} file  path from the site root, POSIX separators (docs/player/api.mdx)
 * @property {CollectionName} collection
 * @property {string} source
 * @property {Record<string, unknown>} frontMatter
 * @property {import('mdast').Root | null} tree
 * @property {{line: number, column: number, message: string} | null} error
 * @property {string | null} docId  doc id (docs only)
 * @property {string | null} permalink  URL path as the plugin builds it (docs and posts)
 */

/**
 * The plugins' default exclusions: partials (`_name.mdx`, `_folder/`) and tests are not pages.
 * @param {string} relPath  path inside the collection folder
 */
export function isPagePath(relPath) {
  if (!/\.mdx?$/.test(relPath)) return false;
  return !relPath.split('/').some((segment) => segment.startsWith('_') || segment === '__tests__');
}

/**
 * @param {string} dir  absolute folder
 * @returns {string[]}  POSIX paths relative to `dir`, sorted
 */
export function listPageFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  /** @type {string[]} */
  const out = [];
  /** @param {string} sub */
  const walk = (sub) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), {withFileTypes: true})) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(rel);
      } else if (isPagePath(rel)) {
        out.push(rel);
      }
    }
  };
  walk('');
  return out.sort();
}

/**
 * Doc id and URL as the docs plugin computes them.
 * @param {string} relPath  path inside docs/ (player/api.mdx)
 * @param {Record<string, unknown>} frontMatter
 * @param {string} routeBasePath
 */
export function docIdentity(relPath, frontMatter, routeBasePath = '/docs') {
  const sourceDirName = path.posix.dirname(relPath);
  const fileName = path.posix.basename(relPath).replace(/\.mdx?$/, '');
  const baseID = typeof frontMatter.id === 'string' ? frontMatter.id : DefaultNumberPrefixParser(fileName).filename;
  const dirPrefix = sourceDirName === '.' ? '' : `${stripPathNumberPrefixes(sourceDirName, DefaultNumberPrefixParser)}/`;
  const slug = getSlug({
    baseID,
    source: `@site/docs/${relPath}`,
    sourceDirName,
    frontMatterSlug: typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined,
  });
  const permalink = `${routeBasePath}${slug}`.replace(/\/{2,}/g, '/');
  return {id: `${dirPrefix}${baseID}`, permalink};
}

/**
 * URL of a blog-plugin post: `slug` front matter (relative to the route base unless it starts
 * with "/"), else the date and name of the file (2021-02-08-hello.mdx -> 2021/02/08/hello).
 * @param {string} relPath  path inside the collection folder
 * @param {Record<string, unknown>} frontMatter
 * @param {string} routeBasePath
 */
export function postPermalink(relPath, frontMatter, routeBasePath) {
  const slug = frontMatter.slug;
  if (typeof slug === 'string' && slug) return slug.startsWith('/') ? `${routeBasePath}${slug}` : `${routeBasePath}/${slug}`;
  const withoutExt = relPath.replace(/\.mdx?$/, '').replace(/\/index$/, '');
  const m = /^(?:.*\/)?(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(withoutExt);
  return m ? `${routeBasePath}/${m[1]}/${m[2]}/${m[3]}/${m[4]}` : `${routeBasePath}/${withoutExt}`;
}

/**
 * Reads and parses every page of the given collections.
 * @param {string} root  site folder
 * @param {readonly CollectionName[]} [names]
 * @returns {Page[]}
 */
export function loadPages(root, names = COLLECTIONS.map((c) => c.name)) {
  /** @type {Page[]} */
  const pages = [];
  for (const collection of COLLECTIONS) {
    if (!names.includes(collection.name)) continue;
    const dir = path.join(root, collection.dir);
    for (const rel of listPageFiles(dir)) {
      const source = fs.readFileSync(path.join(dir, rel), 'utf8');
      pages.push(makePage(`${collection.dir}/${rel}`, collection.name, source));
    }
  }
  return pages;
}

/**
 * @param {string} file  path from the site root
 * @param {CollectionName} collection
 * @param {string} source
 * @returns {Page}
 */
export function makePage(file, collection, source) {
  const {frontMatter, tree, error} = parseSource(source);
  const page = {file, collection, source, frontMatter, tree, error, docId: null, permalink: null};
  const {dir, routeBasePath} = /** @type {typeof COLLECTIONS[number]} */ (COLLECTIONS.find((c) => c.name === collection));
  const relPath = file.slice(dir.length + 1);
  if (collection === 'docs') {
    const identity = docIdentity(relPath, frontMatter, routeBasePath);
    return {...page, docId: identity.id, permalink: identity.permalink};
  }
  return {...page, permalink: postPermalink(relPath, frontMatter, routeBasePath)};
}
