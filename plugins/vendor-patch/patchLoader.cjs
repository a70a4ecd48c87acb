// @ts-check
/**
 * Loader for the modules index.ts patches.
 *
 * @docusaurus/theme-common's `useShallowMemoObject` sorts an object's keys with `localeCompare` on
 * every render of every component that uses it (`useMutationObserver`, so each code block). The
 * first `localeCompare` of a page builds the ICU collator: 11 ms measured in Chromium, 44 ms on a
 * CPU 4 times slower, inside the hydration of the first code block. The keys only need an order
 * that is the same at every render: they are compared by code unit.
 *
 * @docusaurus/theme-classic's CodeBlock gives its content a `key` that changes once the page has
 * hydrated, so every code block is thrown away and built again right after hydration (on /docs/
 * with 13 code blocks: 13 subtrees deleted and ~970 DOM nodes created, then every token rendered
 * a third time): the Prism theme's inline colours are rendered for the default colour mode on the
 * server and hydration does not correct attributes. Instead, `usePrismTheme` (its only users are
 * the code block's container and content) returns the server's theme while the page hydrates, so
 * the markup matches, and the theme of the visitor's colour mode afterwards: with the default
 * mode nothing renders again; in the other mode each code block renders once more, changing only
 * styles. The key goes.
 *
 * @docsearch/react's modal module: the modal component computes two
 * values on every render that it keeps only from the first one, because it passes them to
 * `useRef(value)`, whose argument is evaluated each time and then ignored:
 *
 * - `window.getSelection().toString()`, the initial query taken from selected text: serialising
 *   the selection makes the browser lay out the page first, and the modal renders twice per
 *   keystroke (the query, then the results), each time after React changed the DOM;
 * - the stores of recent searches, favourite searches and Ask AI conversations, whose
 *   constructor probes localStorage with a write and a removal, then reads and parses the stored
 *   list: six storage writes per render.
 *
 * Each becomes `useState(() => value)[0]`: the same value from the first render, the same single
 * hook slot, computed once. Profiled in the built site (Chromium, index loaded), these took
 * ~7 ms of the ~27 ms of main-thread JavaScript per keystroke.
 *
 * The modal also renders once per change of autocomplete's state, and a keystroke makes four
 * renders: the query (in the input event), the search's context (hit count) while the status is
 * still "loading", the results, and a last "idle" identical to the state before it. The second
 * and the fourth change nothing on screen (the results list does not render while loading), yet
 * the second sits between the keystroke and its results. The modal now skips a state that differs
 * from the one before it only by its context while loading, or not at all; the next render shows
 * the whole current state, context included.
 *
 * When the query changes, an effect scrolls the results list back to the top with
 * `scrollTo({behavior: "smooth"})`. It runs right after the query's render, before the search
 * answers, so the browser lays out the page there and again once the results are in: the first
 * layout sits between the keystroke and its results. The scroll now waits for the next animation
 * frame (cancelled when the query changes again first), where the page is laid out once for the
 * results and the scroll. The list still starts scrolling in the frame that shows the new results.
 *
 * Each result draws two SVG icons as React elements (the page, paragraph or heading icon, and the
 * "select" arrow shown on the active hit): ten of a hit's seventeen DOM nodes, each attribute set
 * one by one by React. The results screen now sets each icon's markup, the same SVG the
 * components render (a unit test compares them), as the HTML of its wrapper: one prop per icon,
 * the same DOM and CSS, and keystroke-to-results p95 fell by 1.5-2 ms in an A/B on the built site.
 *
 * react-router 5's `matchPath` answers for a route path without parameters by comparing strings
 * (client/matchStaticPath.ts) before it runs the path's regular expression: Docusaurus calls it
 * about 3000 times per page render (0.4 s of each render worker in a cold build at 367 docs) and
 * on every client-side navigation, and the comparison is 12 times faster than the expression.
 *
 * react-helmet-async, on the server only, formats a page's head tags once, when Docusaurus reads
 * them, instead of at every `<Head>` that renders (client/lazyServerHelmet.ts): 0.35 s of each
 * render worker in a cold build.
 *
 * Each replacement is an exact string of the published file, found exactly once, or the build
 * fails: an upgrade of @docsearch/react that changes the code stops here instead of silently
 * shipping the slow path (or a half-patched module).
 */
'use strict';

const path = require('node:path');

/**
 * @typedef {{find: string, replace: string}} Replacement
 * @typedef {{file: RegExp, replacements: Replacement[]}} FilePatch
 */

const SELECTION = '"undefined"!=typeof window?window.getSelection().toString().slice(0,512):""';

/**
 * `useRef(value).current` → `useState(function(){return value})[0]`, for a given React namespace.
 * @param {string} react  the minified name of the React import in that file
 * @param {string} value
 * @returns {Replacement}
 */
const computeOnce = (react, value) => ({
  find: `${react}.useRef(${value}).current`,
  replace: `${react}.useState(function(){return ${value}})[0]`,
});

/**
 * The Ask AI conversations store is built by a function expression called in place, inside
 * `useRef(...)`: its start and its end are rewritten, the kilobyte between them stays as it is.
 * @param {{useRef: string, useState: string, storage: string, indexName: string}} names  minified names in that file
 * @returns {Replacement[]}
 */
const conversationsOnce = ({useRef, useState, storage, indexName}) => [
  {
    find: `=${useRef}(function(e){var t=e.key,n=e.limit,r=void 0===n?5:n,u=${storage}(t),`,
    replace: `=${useState}(function(){return function(e){var t=e.key,n=e.limit,r=void 0===n?5:n,u=${storage}(t),`,
  },
  {
    find: `({key:"__DOCSEARCH_ASKAI_CONVERSATIONS__".concat(${indexName}),limit:10})).current`,
    replace: `({key:"__DOCSEARCH_ASKAI_CONVERSATIONS__".concat(${indexName}),limit:10})})[0]`,
  },
];

/**
 * `onStateChange` sets the modal's React state only when the new state differs in something the
 * modal shows: every field of autocomplete's state but the context, and the context once the
 * search is no longer loading.
 * @param {string} setState  the minified name of the modal's state setter in that file
 * @returns {Replacement}
 */
const renderChangesOnly = (setState) => ({
  find: `onStateChange:function(e){${setState}(e.state)}`,
  replace:
    'onStateChange:function(e){var t=e.state,n=e.prevState;' +
    '(t.query!==n.query||t.status!==n.status||t.collections!==n.collections||t.isOpen!==n.isOpen||' +
    't.activeItemId!==n.activeItemId||t.completion!==n.completion||' +
    `t.context!==n.context&&"loading"!==t.status&&"stalled"!==t.status)&&${setState}(t)}`,
});

/**
 * The modal's scroll-to-top effect, run in the next animation frame instead of during the commit.
 * @param {{react: string, list: string, askAiActive: string, state: string}} names  minified names in that file
 * @returns {Replacement}
 */
const scrollInNextFrame = ({react, list, askAiActive, state}) => {
  const scroll = `${list}.current&&!${askAiActive}&&("function"==typeof(e=${list}.current).scrollTo?e.scrollTo({top:0,behavior:"smooth"}):e.scrollTop=0)`;
  return {
    find: `${react}.useEffect(function(){var e;${scroll}},[${state}.query,${askAiActive}])`,
    replace:
      `${react}.useEffect(function(){var t=requestAnimationFrame(function(){var e;${scroll}});` +
      `return function(){cancelAnimationFrame(t)}},[${state}.query,${askAiActive}])`,
  };
};

/**
 * The markup React renders for DocSearch's hit icons (`ICON_COMPONENTS` names them in each file).
 * `__tests__/patchLoader.test.ts` renders the published components and compares.
 */
const ICONS = {
  lvl1:
    '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">' +
    '<path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z"></path><path d="M14 2v4a2 2 0 0 0 2 2h4"></path>' +
    '<path d="M10 9H8"></path><path d="M16 13H8"></path><path d="M16 17H8"></path></svg>',
  content:
    '<svg width="20" height="20" viewBox="0 0 20 20"><path d="M17 5H3h14zm0 5H3h14zm0 5H3h14z" stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linejoin="round"></path></svg>',
  heading:
    '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">' +
    '<line x1="4" x2="20" y1="9" y2="9"></line><line x1="4" x2="20" y1="15" y2="15"></line><line x1="10" x2="8" y1="3" y2="21"></line><line x1="16" x2="14" y1="3" y2="21"></line></svg>',
  select:
    '<svg class="DocSearch-Hit-Select-Icon" width="20" height="20" viewBox="0 0 20 20"><g stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linecap="round" stroke-linejoin="round">' +
    '<path d="M18 3v4c0 2-2 4-4 4H2"></path><path d="M8 17l-6-6 6-6"></path></g></svg>',
};

/**
 * The results screen's icon and action, as markup of their wrappers.
 * @param {{react: string, typeSwitch: string, select: string}} names  minified names in that file:
 *   React, the component that picks the icon by hit type, the select icon component
 * @returns {Replacement[]}
 */
const iconsAsMarkup = ({react, typeSwitch, select}) => [
  {
    find: `${react}.createElement("div",{className:"DocSearch-Hit-icon"},${react}.createElement(${typeSwitch},{type:u.type}))`,
    replace:
      `${react}.createElement("div",{className:"DocSearch-Hit-icon",dangerouslySetInnerHTML:{__html:` +
      `"lvl1"===u.type?${JSON.stringify(ICONS.lvl1)}:"content"===u.type?${JSON.stringify(ICONS.content)}:${JSON.stringify(ICONS.heading)}}})`,
  },
  {
    find: `renderAction:function(){return ${react}.createElement("div",{className:"DocSearch-Hit-action"},${react}.createElement(${select},null))}`,
    replace: `renderAction:function(){return ${react}.createElement("div",{className:"DocSearch-Hit-action",dangerouslySetInnerHTML:{__html:${JSON.stringify(ICONS.select)}}})}`,
  },
];

/**
 * The icon components of each file, by the keys of ICONS (read by the unit test).
 * @type {Record<string, Record<keyof typeof ICONS, string>>}
 */
const ICON_COMPONENTS = {
  DocSearchModal: {lvl1: 'yn', content: 'En', heading: 'Fn', select: 'Dn'},
  index: {lvl1: 'cr', content: 'fr', heading: 'dr', select: 'sr'},
};

/** The module react-router's patched `matchPath` imports. */
const MATCH_STATIC_PATH = path.join(__dirname, 'client', 'matchStaticPath.ts');
/** The module react-helmet-async's patched dispatcher imports. */
const LAZY_SERVER_HELMET = path.join(__dirname, 'client', 'lazyServerHelmet.ts');

/** @type {FilePatch[]} */
const PATCHES = [
  {
    // Docusaurus depends on it as react-helmet-async (the @slorber/react-helmet-async fork); both bundles resolve the ES module.
    file: /[\\/]react-helmet-async[\\/]lib[\\/]index\.module\.js$/,
    replacements: [
      {
        find: 'import t,{Component as e}from"react";',
        replace: `import t,{Component as e}from"react";import{lazyServerHelmet as __lazyServerHelmet}from${JSON.stringify(LAZY_SERVER_HELMET)};`,
      },
      {
        find: 'r.emitChange=function(){var t,e,r=this.props.context,n=r.setHelmet,i=null,o=(t=',
        replace:
          'r.emitChange=function(){q.canUseDOM?this.__emitChangeNow():__lazyServerHelmet(this)},' +
          'r.__emitChangeNow=function(){var t,e,r=this.props.context,n=r.setHelmet,i=null,o=(t=',
      },
    ],
  },
  {
    // The ES module build, which both bundles resolve (react-router-dom and react-router-config import it).
    file: /[\\/]react-router[\\/]esm[\\/]react-router\.js$/,
    replacements: [
      {
        find: "import pathToRegexp from 'path-to-regexp';\n",
        replace: `import pathToRegexp from 'path-to-regexp';\nimport { matchStaticPath as __matchStaticPath } from ${JSON.stringify(MATCH_STATIC_PATH)};\n`,
      },
      {
        find: '  var paths = [].concat(path);\n  return paths.reduce(function (matched, path) {',
        replace: [
          '  // vendor-patch: a path without parameters is compared as a string (client/matchStaticPath.ts).',
          '  if (typeof path === "string" && !strict && !sensitive) {',
          '    var staticMatch = __matchStaticPath(pathname, path, exact);',
          '    if (staticMatch !== undefined) return staticMatch;',
          '  }',
          '  var paths = [].concat(path);',
          '  return paths.reduce(function (matched, path) {',
        ].join('\n'),
      },
    ],
  },
  {
    file: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]CodeBlock[\\/]index\.js$/,
    replacements: [
      {find: '  const isBrowser = useIsBrowser();\n', replace: ''},
      {find: '<CodeBlockComp key={String(isBrowser)} {...props}>', replace: '<CodeBlockComp {...props}>'},
    ],
  },
  {
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]usePrismTheme\.js$/,
    replacements: [
      {find: "import { useColorMode } from '../contexts/colorMode';", replace: "import { useEffect, useState } from 'react';\nimport { useColorMode } from '../contexts/colorMode';"},
      {
        find: "    const prismTheme = colorMode === 'dark' ? darkModeTheme : lightModeTheme;\n    return prismTheme;",
        replace: [
          "    const prismTheme = colorMode === 'dark' ? darkModeTheme : lightModeTheme;",
          "    // vendor-patch: the server's theme (the default colour mode's) until the page has hydrated.",
          "    const serverTheme = useThemeConfig().colorMode.defaultMode === 'dark' ? darkModeTheme : lightModeTheme;",
          '    const [live, setLive] = useState(false);',
          "    const hydrating = typeof document !== 'undefined' && !document.documentElement.hasAttribute('data-has-hydrated');",
          '    const shown = hydrating && !live ? serverTheme : prismTheme;',
          '    useEffect(() => {',
          '        if (shown !== prismTheme)',
          '            setLive(true);',
          '    }, [shown, prismTheme]);',
          '    return shown;',
        ].join('\n'),
      },
    ],
  },
  {
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    replacements: [{find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));', replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));'}],
  },
  {
    // `@docsearch/react/modal`, which @docusaurus/theme-search-algolia loads when the modal opens.
    file: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
    replacements: [
      computeOnce('e', SELECTION),
      computeOnce('e', 'ia({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(Ie),limit:10})'),
      computeOnce('e', 'ia({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(Ie),limit:0===Oe.getAll().length?W:G})'),
      ...conversationsOnce({useRef: 'a', useState: 'i', storage: 'ua', indexName: 'l'}),
      renderChangesOnly('le'),
      scrollInNextFrame({react: 'e', list: 'me', askAiActive: 'J', state: 'ce'}),
      ...iconsAsMarkup({react: 'e', typeSwitch: 'gn', select: 'Dn'}),
    ],
  },
  {
    // The package's main entry bundles the same modal, should anything import it.
    file: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
    replacements: [
      computeOnce('n', SELECTION),
      computeOnce('n', '_a({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(Re),limit:10})'),
      computeOnce('n', '_a({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(Re),limit:0===Me.getAll().length?W:G})'),
      ...conversationsOnce({useRef: 's', useState: 'u', storage: 'ka', indexName: 'i'}),
      renderChangesOnly('pe'),
      scrollInNextFrame({react: 'n', list: 'Ae', askAiActive: 'K', state: 'fe'}),
      ...iconsAsMarkup({react: 'n', typeSwitch: 'lr', select: 'sr'}),
    ],
  },
];

/**
 * The patched source of `resource`, or an error naming what was not found exactly once.
 * @param {string} source
 * @param {string} resource
 * @returns {{code: string} | {error: string}}
 */
function patchSource(source, resource) {
  const patch = PATCHES.find((candidate) => candidate.file.test(resource));
  if (!patch) return {error: `vendor-patch: no patch for ${resource}`};
  let code = source;
  for (const {find, replace} of patch.replacements) {
    const count = code.split(find).length - 1;
    if (count !== 1) {
      return {
        error:
          `vendor-patch: expected ${find} once in ${resource}, found it ${count} times. ` +
          'The package has changed: check whether the fix is still needed and update plugins/vendor-patch/patchLoader.cjs.',
      };
    }
    code = code.replace(find, () => replace);
  }
  return {code};
}

/**
 * @this {{resourcePath: string, callback: (error: Error | null, code?: string) => void}}
 * @param {string} source
 */
function patchLoader(source) {
  const result = patchSource(source, this.resourcePath);
  if ('error' in result) this.callback(new Error(result.error));
  else this.callback(null, result.code);
}

module.exports = patchLoader;
module.exports.patchSource = patchSource;
module.exports.PATCHES = PATCHES;
module.exports.ICONS = ICONS;
module.exports.ICON_COMPONENTS = ICON_COMPONENTS;
