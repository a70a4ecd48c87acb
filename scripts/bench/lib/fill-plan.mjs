// @ts-check
/**
 * `--fill-plan`: measures the site at its planned size before the pages are written. In the
 * scratch copy only, every doc listed in config/docs-plan.json that has no file yet gets a
 * generated page (the planned title and URL, filler text shaped like one of our written pages),
 * so the sidebars, the route registry and the docs metadata reach their final size. Written pages
 * that link to an anchor of a page not written yet (`/docs/renderer/types#chromiumoptions`) find
 * a heading with that id in the generated page, so the build's anchor check passes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {makePage} from './baseline.mjs';
import {walkFiles} from './site.mjs';

/** @typedef {import('./survey.mjs').PageShape} PageShape */

/**
 * @typedef {object} PlannedDoc
 * @property {string} id
 * @property {string} title
 * @property {string} path  URL path
 */

/**
 * Docs of the plan file, in file order.
 * @param {unknown} plan  parsed config/docs-plan.json
 * @returns {PlannedDoc[]}
 */
export function plannedDocs(plan) {
  const docs = /** @type {any} */ (plan)?.docs;
  if (!docs || typeof docs !== 'object') throw new Error('config/docs-plan.json has no "docs" object');
  return Object.entries(docs)
    .filter(([, d]) => d && typeof d.title === 'string' && typeof d.path === 'string')
    .map(([id, d]) => ({id, title: d.title, path: d.path}));
}

/**
 * Front matter slug for a planned URL, or null when the docs plugin's default gives that URL.
 * The default treats `index`, `README` and a file named like its folder (`gif/gif`) as the
 * folder's index page.
 * @param {PlannedDoc} doc
 */
export function slugFor(doc) {
  const parts = doc.id.split('/');
  const name = /** @type {string} */ (parts[parts.length - 1]);
  const folder = parts[parts.length - 2];
  const isIndex = /^(index|readme)$/i.test(name) || (folder !== undefined && name === folder);
  const fallback = isIndex ? `/docs/${parts.slice(0, -1).join('/')}/` : `/docs/${doc.id}`;
  if (doc.path.replace(/\/$/, '') === fallback.replace(/\/$/, '')) return null;
  const slug = doc.path.replace(/^\/docs/, '');
  return slug === '' ? '/' : slug;
}

/** Anchors a heading's text turns into unchanged: lower case letters, digits, `-` and `_`. */
const PLAIN_ANCHOR = /^[a-z0-9_][a-z0-9_-]*$/;

/**
 * Anchors that the site's sources link to, by URL path without trailing slash: absolute
 * `/docs/...#anchor` links anywhere, and relative `file.mdx#anchor` links between docs.
 * @param {string} siteDir
 * @returns {Map<string, Set<string>>}
 */
export function linkedAnchors(siteDir) {
  /** @type {Map<string, Set<string>>} */
  const anchors = new Map();
  /** @param {string} key @param {string} anchor */
  const add = (key, anchor) => {
    if (!PLAIN_ANCHOR.test(anchor)) return;
    const set = anchors.get(key) ?? new Set();
    set.add(anchor);
    anchors.set(key, set);
  };
  for (const folder of ['docs', 'blog', 'learn', 'success-stories', 'src']) {
    const root = path.join(siteDir, folder);
    if (!fs.existsSync(root)) continue;
    for (const file of walkFiles(root)) {
      if (!/\.(mdx?|tsx?|jsx?)$/.test(file)) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\/docs(\/[^\s)"'`#?]*)?#([\w-]+)/g)) add(`/docs${(m[1] ?? '').replace(/\/$/, '')}`, /** @type {string} */ (m[2]));
      for (const m of text.matchAll(/\]\(((?:\.{1,2}\/)?[^\s)#:]+\.mdx?)#([\w-]+)\)/g)) {
        const target = path.relative(siteDir, path.resolve(path.dirname(file), /** @type {string} */ (m[1]))).split(path.sep).join('/');
        add(`file:${target}`, /** @type {string} */ (m[2]));
      }
    }
  }
  return anchors;
}

/**
 * Writes a generated page for each planned doc that has no file in `siteDir/docs`.
 * @param {string} siteDir  the scratch copy, never the checkout
 * @param {readonly PageShape[]} shapes  our written pages, whose shapes are cycled
 * @returns {number} pages written
 */
export function fillPlan(siteDir, shapes) {
  const planFile = path.join(siteDir, 'config', 'docs-plan.json');
  const docs = plannedDocs(JSON.parse(fs.readFileSync(planFile, 'utf8')));
  const pool = shapes.filter((s) => s.slug !== '/');
  if (pool.length === 0) throw new Error('--fill-plan needs at least one written docs page to copy the shape of');
  const anchors = linkedAnchors(siteDir);
  let written = 0;
  for (const doc of docs) {
    const base = path.join(siteDir, 'docs', doc.id);
    if (['.mdx', '.md'].some((ext) => fs.existsSync(base + ext))) continue;
    const shape = /** @type {PageShape} */ (pool[written % pool.length]);
    let page = makePage(shape, {title: JSON.stringify(doc.title), slug: slugFor(doc), seed: 50_000 + written});
    const wanted = new Set([...(anchors.get(doc.path.replace(/\/$/, '')) ?? []), ...(anchors.get(`file:docs/${doc.id}.mdx`) ?? []), ...(anchors.get(`file:docs/${doc.id}.md`) ?? [])]);
    // A heading whose text is the anchor gets exactly that id.
    for (const anchor of wanted) page += `\n## ${anchor}\n`;
    fs.mkdirSync(path.dirname(base), {recursive: true});
    fs.writeFileSync(`${base}.mdx`, page);
    written++;
  }
  return written;
}
