// @ts-check
/** Rules about what a page points at: its own URL, links, doc ids and version numbers. */
import path from 'node:path';
import {trimSlash} from './shared.mjs';

/**
 * @typedef {import('./shared.mjs').CheckedPage} CheckedPage
 * @typedef {import('./shared.mjs').Problem} Problem
 * @typedef {import('./shared.mjs').LintContext} LintContext
 */

/**
 * A written doc must be served at the URL the plan gives it: navbar, footer and other pages
 * link there.
 * @param {CheckedPage} page
 * @param {import('../plan.mjs').DocsPlan | null} plan
 * @returns {Problem[]}
 */
export function checkDocUrl(page, plan) {
  if (!plan || !page.docId || !page.permalink) return [];
  const planned = plan.docs[page.docId];
  if (!planned || trimSlash(planned.path) === trimSlash(page.permalink)) return [];
  return [{
    file: page.file,
    line: 1,
    rule: 'doc-url',
    message: `served at ${page.permalink} but the docs plan says ${planned.path}: set \`slug: ${planned.path.replace(/^\/docs/, '') || '/'}\``,
  }];
}

/**
 * Links to doc URLs and Markdown files, and <DocLink id>, must point at pages that exist. The
 * build checks rendered links too; this finds them without a build and names the source line.
 * @param {CheckedPage} page
 * @param {LintContext} ctx
 * @returns {Problem[]}
 */
export function checkLinks(page, ctx) {
  /** @type {Problem[]} */
  const out = [];
  for (const link of page.links) {
    const target = link.url.split('#')[0]?.split('?')[0] ?? '';
    if (/^\/docs(\/|$)/.test(target) && !/\.\w+$/.test(target)) {
      if (!ctx.docUrls.has(trimSlash(target))) {
        out.push({file: page.file, line: link.line, rule: 'broken-link', message: `${link.url}: no doc is served at ${target}`});
      }
    } else if (isPostUrl(target)) {
      if (!ctx.postUrls.has(trimSlash(target))) {
        out.push({file: page.file, line: link.line, rule: 'broken-link', message: `${link.url}: no post is served at ${target}`});
      }
    } else if (!/^[a-z]+:|^\/|^#/.test(target) && /\.mdx?$/.test(target)) {
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(page.file), target));
      if (!ctx.fileExists(resolved)) {
        out.push({file: page.file, line: link.line, rule: 'broken-link', message: `${link.url}: ${resolved} does not exist`});
      }
    }
  }
  for (const use of page.jsx) {
    if (use.name !== 'DocLink') continue;
    const id = use.attributes.id;
    if (typeof id !== 'string') {
      out.push({file: page.file, line: use.line, rule: 'broken-link', message: '<DocLink> needs an `id` string'});
    } else if (!ctx.docIds.has(id)) {
      out.push({file: page.file, line: use.line, rule: 'broken-link', message: `<DocLink id="${id}">: no doc has this id`});
    }
  }
  return out;
}

/** Pages of a blog instance that are not posts: lists, tags, authors, feeds. */
const POST_LIST_SEGMENTS = new Set(['tags', 'authors', 'archive', 'page', 'rss.xml', 'atom.xml', 'feed.json']);

/**
 * A link to one post: /blog/<slug> or /blog/YYYY/MM/DD/<name> (and the same under /learn and
 * /success-stories). List, tag and feed pages are left to the build's link check.
 * @param {string} target
 */
function isPostUrl(target) {
  const m = /^\/(blog|learn|success-stories)\/(.+?)\/?$/.exec(target);
  if (!m) return false;
  const rest = /** @type {string} */ (m[2]).split('/');
  if (POST_LIST_SEGMENTS.has(/** @type {string} */ (rest[0]))) return false;
  return rest.length === 1 || (rest.length === 4 && /^\d{4}$/.test(/** @type {string} */ (rest[0])));
}

/** Version attributes of the authoring components. */
const VERSION_ATTRIBUTES = /** @type {Record<string, string[]>} */ ({
  AvailableFrom: ['v'],
  Deprecated: ['since'],
  Param: ['since', 'deprecated'],
  ApiSignature: ['since'],
});

/**
 * @param {string} version
 * @returns {number[] | null}
 */
export function parseVersion(version) {
  const m = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/**
 * @param {number[]} a
 * @param {number[]} b
 */
function compareVersions(a, b) {
  for (let i = 0; i < 3; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

/**
 * "Available from" and "since" versions must be real releases: x.y.z, not newer than the
 * installed remotion package (a newer number can only be a guess).
 * @param {CheckedPage} page
 * @param {LintContext} ctx
 * @returns {Problem[]}
 */
export function checkVersions(page, ctx) {
  /** @type {Problem[]} */
  const out = [];
  const latest = ctx.remotionVersion ? parseVersion(ctx.remotionVersion) : null;
  for (const use of page.jsx) {
    for (const attribute of VERSION_ATTRIBUTES[use.name] ?? []) {
      const value = use.attributes[attribute];
      // A bare `deprecated` on <Param> marks it deprecated without a version.
      if (value === true && attribute === 'deprecated') continue;
      if (value === undefined) {
        if (use.name === 'AvailableFrom') out.push({file: page.file, line: use.line, rule: 'version', message: '<AvailableFrom> needs `v`'});
        continue;
      }
      const parsed = typeof value === 'string' ? parseVersion(value) : null;
      if (!parsed) {
        out.push({file: page.file, line: use.line, rule: 'version', message: `<${use.name} ${attribute}="${value}">: expected a version like 4.0.120`});
      } else if (latest && compareVersions(parsed, latest) > 0) {
        out.push({
          file: page.file,
          line: use.line,
          rule: 'version',
          message: `<${use.name} ${attribute}="${value}">: newer than the installed remotion ${ctx.remotionVersion}`,
        });
      }
    }
  }
  return out;
}
