// @ts-check
/** Rules that look at one page at a time: front matter, placeholders, headings, length. */
import {clip, trimSlash} from './shared.mjs';

/**
 * @typedef {import('./shared.mjs').CheckedPage} CheckedPage
 * @typedef {import('./shared.mjs').Problem} Problem
 * @typedef {import('./shared.mjs').PageKind} PageKind
 */

/**
 * Minimum words of prose (code blocks excluded) per kind of page. Below these a page cannot do
 * its job, whatever the topic:
 * - landing (60): a section's front door says what the section is for and where to start;
 *   one paragraph and a short list of next steps is already 60 words.
 * - snippet (60): an FAQ, troubleshooting or terminology entry answers one question (the
 *   symptom or term, why it happens, what to do); an answer shorter than that is a stub.
 * - api (100): one sentence of purpose, every argument or prop described, the return value and
 *   a line around the example. Even a one-argument function needs about 100 words.
 * - guide (150): a how-to or concept page explains a problem, the approach and at least one
 *   caveat around its code; under 150 words it is a code dump with a caption.
 * - blog-post (150): a release note or announcement says what changed and why it matters.
 * - success-story (250): who the company is, what they built, how Remotion fits and the
 *   outcome; that does not fit in less.
 * - tutorial (400): a Learn article builds something step by step; each step needs a few
 *   sentences of explanation next to its code.
 */
export const MIN_WORDS = /** @type {const} */ ({
  landing: 60,
  snippet: 60,
  api: 100,
  guide: 150,
  'blog-post': 150,
  'success-story': 250,
  tutorial: 400,
});

/**
 * @param {CheckedPage} page
 * @param {import('../plan.mjs').DocsPlan | null} plan
 * @returns {PageKind}
 */
export function pageKind(page, plan) {
  if (page.collection === 'blog') return 'blog-post';
  if (page.collection === 'learn') return 'tutorial';
  if (page.collection === 'success-stories') return 'success-story';
  const id = page.docId ?? '';
  const parts = id.split('/');
  const last = parts[parts.length - 1];
  if (last === 'index' || (parts.length > 1 && last === parts[parts.length - 2])) return 'landing';
  if (plan && (landingIds(plan).has(id))) return 'landing';
  if (/(^|\/)(troubleshooting|terminology)\//.test(id) || /(^|[/-])faq$/.test(id)) return 'snippet';
  if (plan?.docs[id]?.sidebar === 'apiSidebar') return 'api';
  return 'guide';
}

/** @type {WeakMap<object, Set<string>>} */
const landingCache = new WeakMap();

/**
 * Docs that open a sidebar or a category.
 * @param {import('../plan.mjs').DocsPlan} plan
 */
function landingIds(plan) {
  const cached = landingCache.get(plan);
  if (cached) return cached;
  const ids = new Set();
  const landingPaths = new Set(Object.values(plan.landing ?? {}).map(trimSlash));
  for (const [id, info] of Object.entries(plan.docs)) if (landingPaths.has(trimSlash(info.path))) ids.add(id);
  /** @param {readonly import('../plan.mjs').PlanItem[]} items */
  const walk = (items) => {
    for (const item of items) {
      if (item.type === 'category') {
        if (item.link) ids.add(item.link);
        walk(item.items);
      }
    }
  };
  Object.values(plan.sidebars).forEach(walk);
  landingCache.set(plan, ids);
  return ids;
}

/** @param {unknown} value */
const isText = (value) => typeof value === 'string' && value.trim().length > 0;

/**
 * title and description are required on every page: the description is the meta description
 * and the search snippet. sidebar_label, crumb and image are optional strings.
 * @param {CheckedPage} page
 * @returns {Problem[]}
 */
export function checkFrontMatter(page) {
  /** @type {Problem[]} */
  const out = [];
  const fm = page.frontMatter;
  if (!isText(fm.title)) out.push({file: page.file, line: 1, rule: 'front-matter', message: 'missing `title`'});
  if (!isText(fm.description)) {
    out.push({
      file: page.file,
      line: 1,
      rule: 'missing-description',
      message: 'missing `description` (one or two sentences; used for meta tags and search results)',
    });
  }
  for (const key of ['sidebar_label', 'crumb', 'image']) {
    if (key in fm && !isText(fm[key])) {
      out.push({file: page.file, line: 1, rule: 'front-matter', message: `\`${key}\` must be a non-empty string`});
    }
  }
  return out;
}

/** Text that marks an unfinished page. Upper-case markers are matched case-sensitively. */
export const PLACEHOLDERS = /** @type {const} */ ([
  [/lorem ipsum/i, 'lorem ipsum'],
  [/\bTODO\b/, 'TODO'],
  [/\bFIXME\b/, 'FIXME'],
  [/\bTBD\b/, 'TBD'],
  [/\bcoming soon\b/i, '"coming soon"'],
  [/\bthis page documents\b/i, '"This page documents" (stock opening)'],
  [/\bplaceholder (text|content|page)\b/i, 'placeholder text'],
]);

/**
 * Checks the whole file, code and comments included: a `// TODO` in an example ships too.
 * @param {CheckedPage} page
 * @returns {Problem[]}
 */
export function checkPlaceholders(page) {
  /** @type {Problem[]} */
  const out = [];
  page.source.split('\n').forEach((text, i) => {
    for (const [pattern, label] of PLACEHOLDERS) {
      if (pattern.test(text)) {
        out.push({file: page.file, line: i + 1, rule: 'placeholder', message: `placeholder: ${label}: "${clip(text.trim())}"`});
      }
    }
  });
  return out;
}

/**
 * @param {CheckedPage} page
 * @returns {Problem[]}
 */
export function checkEmptySections(page) {
  return page.headings
    .filter((h) => h.empty)
    .map((h) => ({
      file: page.file,
      line: h.line,
      rule: 'empty-section',
      message: `section "${clip(h.text, 50)}" has no content before the next heading of the same or a higher level`,
    }));
}

/** The admonition keywords Docusaurus knows. */
const ADMONITION_LINE = /^\s*:::(note|tip|info|warning|danger|caution|important|success|secondary)[ \t]+(\S.*)$/;

/**
 * With the `v4` future flag, Docusaurus no longer reads words after an admonition keyword as its
 * title (`:::warning Deprecated` shows "Deprecated" nowhere): the title goes in brackets.
 * @param {CheckedPage} page
 * @returns {Problem[]}
 */
export function checkAdmonitionTitles(page) {
  /** @type {Problem[]} */
  const out = [];
  let fence = false;
  page.source.split('\n').forEach((text, i) => {
    if (/^\s*(```|~~~)/.test(text)) fence = !fence;
    const match = fence ? null : ADMONITION_LINE.exec(text);
    if (match) {
      out.push({
        file: page.file,
        line: i + 1,
        rule: 'admonition-title',
        message: `admonition title is lost: write ":::${match[1]}[${clip((match[2] ?? '').trim(), 40)}]"`,
      });
    }
  });
  return out;
}

/**
 * The title is the page's h1: the body starts at h2 and goes down one level at a time.
 * @param {CheckedPage} page
 * @returns {Problem[]}
 */
export function checkHeadingOrder(page) {
  /** @type {Problem[]} */
  const out = [];
  let previous = 1;
  for (const h of page.headings) {
    if (h.depth === 1) {
      out.push({file: page.file, line: h.line, rule: 'heading-order', message: `h1 "${clip(h.text, 40)}" in the body: the title comes from front matter, use ##`});
    } else if (h.depth > previous + 1) {
      out.push({
        file: page.file,
        line: h.line,
        rule: 'heading-order',
        message: `h${h.depth} "${clip(h.text, 40)}" follows h${previous}: headings go down one level at a time`,
      });
    }
    previous = Math.max(h.depth, 1);
  }
  return out;
}

/**
 * @param {CheckedPage} page
 * @param {PageKind} kind
 * @returns {Problem[]}
 */
export function checkWordCount(page, kind) {
  const min = MIN_WORDS[kind];
  if (page.words >= min) return [];
  return [{file: page.file, line: 1, rule: 'min-words', message: `${page.words} words of prose; a ${kind} page needs at least ${min}`}];
}

/**
 * Components the theme provides to every page without an import (theme-classic's MDXComponents),
 * besides the site's own registry in src/theme/MDXComponents.tsx.
 */
const THEME_COMPONENTS = ['Head', 'Details', 'Admonition', 'Mermaid'];

/**
 * Reads the names the site's MDX registry (src/theme/MDXComponents.tsx) adds to the theme's.
 * @param {string} registrySource  text of that file
 * @returns {Set<string>}
 */
export function registeredComponents(registrySource) {
  const body = registrySource.split('export default {')[1] ?? '';
  const names = [...body.matchAll(/^\s*([A-Z]\w*)\s*[,:]/gm)].map((m) => /** @type {string} */ (m[1]));
  return new Set([...THEME_COMPONENTS, ...names]);
}

/**
 * A capitalised JSX element that is neither registered nor imported or exported by the page is
 * undefined at render time: the page builds in the dev server until it is visited, and the
 * production build fails ("Expected component `X` to be defined"). Text such as an error message
 * quoting `<Composition/>` must be written as code.
 * @param {CheckedPage} page
 * @param {Set<string>} known  registered component names
 * @returns {Problem[]}
 */
export function checkUnknownComponents(page, known) {
  /** @type {Set<string>} */
  const local = new Set();
  /** @param {any} node */
  const collect = (node) => {
    if (node.type === 'mdxjsEsm') {
      for (const m of String(node.value).matchAll(/\b(?:import|export\s+(?:const|function|let|class))\s+([A-Za-z_$][\w$]*)/g)) local.add(/** @type {string} */ (m[1]));
      for (const m of String(node.value).matchAll(/\{([^}]*)\}/g)) {
        for (const part of String(m[1]).split(',')) {
          const name = part.trim().split(/\s+as\s+/).pop();
          if (name) local.add(name);
        }
      }
      for (const m of String(node.value).matchAll(/\*\s+as\s+([A-Za-z_$][\w$]*)/g)) local.add(/** @type {string} */ (m[1]));
    }
    if (Array.isArray(node.children)) node.children.forEach(collect);
  };
  collect(page.tree);
  return page.jsx
    .filter((use) => /^[A-Z]/.test(use.name) && !known.has(use.name.split('.')[0] ?? '') && !local.has(use.name.split('.')[0] ?? ''))
    .map((use) => ({
      file: page.file,
      line: use.line,
      rule: 'unknown-component',
      message: `<${use.name}> is not a registered MDX component and the page does not import it; if it is text (an error message, a tag name), write it as code`,
    }));
}
