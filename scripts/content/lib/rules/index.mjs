// @ts-check
/**
 * The content lint rules. Each rule reads parsed pages and returns problems; none needs the
 * build. Per-page rules are in page.mjs, rules comparing pages in cross-page.mjs, and rules
 * about links, URLs and versions in references.mjs.
 */
export {MIN_WORDS, PLACEHOLDERS, pageKind, checkAdmonitionTitles, checkEmptySections, checkFrontMatter, checkHeadingOrder, checkPlaceholders, checkUnknownComponents, checkWordCount, registeredComponents} from './page.mjs';
export {checkDuplicateDescriptions, checkNearDuplicates, checkStockOpenings} from './cross-page.mjs';
export {checkDocUrl, checkLinks, checkVersions, parseVersion} from './references.mjs';
export {clip, trimSlash} from './shared.mjs';
