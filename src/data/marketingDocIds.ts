/**
 * Documentation pages the marketing pages would like to link to, by doc id (the file path under
 * docs/ without extension, as in config/docs-plan.json).
 *
 * The docs are written in parallel with these pages, so a link must not point at a page that
 * does not exist yet (the build fails on broken links). The data-routes plugin checks which of
 * these ids have a file at build time and publishes only those; pages ask for a doc with
 * `usePublishedDoc(ids)` (./usePublishedDoc.ts) and fall back to a page that exists when it is
 * missing. Kept apart from that hook because config/pages.ts reads this list in Node.
 *
 * Add an id here before using it in a page; a unit test checks that every id is in the plan.
 */
export const marketingDocIds = [
  'api',
  'the-fundamentals',
  'player/index',
  'player/api',
  'player/installation',
  'player/examples',
  'lambda',
  'lambda/setup',
  'lambda/how-lambda-works',
  'lambda/api',
  'lambda/rendermediaonlambda',
  'lambda/estimateprice',
  'lambda/cost-example',
  'lambda/limits',
  'license/pricing',
  'license',
  'studio/studio',
  'ssr',
  'render',
  'parameterized-rendering',
  'editor-starter/index',
  'resources',
  'support',
  'ai/index',
  'ai/chatbot',
  'captions/index',
] as const;

export type MarketingDocId = (typeof marketingDocIds)[number];

/** The docs landing page always exists (docs/getting-started.mdx has `slug: /`). */
export const DOCS_HOME = '/docs/';
