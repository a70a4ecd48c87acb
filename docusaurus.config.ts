// Assembly only: flags come from config/env.ts, big blocks from config/*.ts; every local plugin is
// registered as `localPlugin(plugin, options?)` (config/localPlugin.ts says why).
import type {Config, PluginConfig} from '@docusaurus/types';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type * as Preset from '@docusaurus/preset-classic';
import {readSiteEnv} from './config/env';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {announcementBar} from './config/announcement';
import {brandPagePath} from './config/links';
import {ssrTemplate} from './config/ssrTemplate';
import {codeColors, codeTheme} from './config/prismThemes';
import {patchedDependenciesCache} from './config/patchedDependencies';
import {localSearchOptions, searchHeadTags, searchSettings, searchThemeConfig} from './config/search';
import {dataRoutesSiteOptions} from './config/pages';
import {llmsTxtOptions} from './config/content';
import {chatPanelOptions, chatSettings} from './config/chat';
import {securityHeadersOptions} from './config/securityHeaders';
import {redirects} from './config/redirects';
import {localPlugin} from './config/localPlugin';
import bundlerSettings from './config/bundler';
import docsMetadataPlugin from './plugins/docs-metadata';
import pageStylesPlugin from './plugins/page-styles';
import cssPrefixingPlugin from './plugins/css-prefixing';
import codeHighlightPlugin from './plugins/code-highlight';
import routeSectionsPlugin from './plugins/route-sections';
import buildMemoryPlugin from './plugins/build-memory';
import earlyIntentPlugin from './plugins/early-intent';
import offlineNavigationPlugin from './plugins/offline-navigation';
import localSearchPlugin from './plugins/local-search';
import dataRoutesPlugin from './plugins/data-routes';
import llmsTxtPlugin from './plugins/llms-txt';
import chatPanelPlugin from './plugins/chat-panel';
import redirectsPlugin from './plugins/redirects';
import securityHeadersPlugin from './plugins/security-headers';
import rehypePrecomputeTokens from './plugins/code-highlight/precompute';
import remarkCaptureMarkdown from './plugins/llms-txt/capture';

const env = readSiteEnv();

/** Prism grammars beyond the site's defaults (plugins/code-highlight/client/prism.ts). */
const prismAdditionalLanguages = ['bash', 'json', 'diff', 'docker'];
/** Code blocks are highlighted at build time in every MDX file (plugins/code-highlight/precompute.ts). */
const rehypePlugins = [[rehypePrecomputeTokens, {additionalLanguages: prismAdditionalLanguages}]] as BlogOptions['rehypePlugins'];

const blogInstance = (
  id: string,
  path: string,
  title: string,
  description: string,
): PluginConfig => [
  '@docusaurus/plugin-content-blog',
  {
    id,
    path,
    routeBasePath: path,
    blogTitle: title,
    blogDescription: description,
    blogSidebarCount: 'ALL',
    blogSidebarTitle: title,
    showReadingTime: true,
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'throw',
    rehypePlugins,
  } satisfies BlogOptions,
];

export default {
  title: 'Remotion',
  tagline: 'Make videos programmatically with React',
  favicon: 'img/favicon.svg',
  url: 'https://www.remotion.dev',
  baseUrl: '/',
  organizationName: 'remotion-dev',
  projectName: 'remotion',
  trailingSlash: undefined,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en', direction: 'ltr'}},
  },

  // No page shows a last-update date or author, so no build reads the Git history: with `faster`,
  // Docusaurus otherwise reads it for every file at startup, in a clone of this repo a 0.4 s span of
  // the load phase in DOCUSAURUS_PERF_LOGGER's output (partly overlapped by other loading).
  future: {v4: true, faster: true, experimental_vcs: false},

  customFields: {brandPagePath},

  headTags: [...searchHeadTags],

  ssrTemplate,

  clientModules: ['./src/client/storageGuard.ts', './src/client/normalizeHtmlPaths.ts'],

  presets: [
    [
      'classic',
      {
        // Docs come from plugins/docs-metadata (below): the classic plugin with a lighter version module.
        docs: false,
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle: 'Blog',
          blogDescription: 'Releases and news from the Remotion team.',
          postsPerPage: 10,
          blogSidebarCount: 10,
          blogSidebarTitle: 'Recent posts',
          showReadingTime: true,
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {type: ['rss', 'atom'], xslt: true},
          rehypePlugins,
        },
        pages: {rehypePlugins},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null},
        // Analytics only when a measurement id is configured: no request otherwise.
        gtag: env.gtagTrackingId ? {trackingID: env.gtagTrackingId, anonymizeIP: false} : undefined,
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    localPlugin(docsMetadataPlugin, {
      routeBasePath: 'docs',
      sidebarPath: './sidebars.ts',
      showLastUpdateTime: false,
      breadcrumbs: true,
      // First, on the tree as parsed: the docs' Markdown copies for llms-txt (plugins/llms-txt/capture.ts).
      beforeDefaultRemarkPlugins: [remarkCaptureMarkdown],
      rehypePlugins,
    }),
    localPlugin(pageStylesPlugin),
    localPlugin(cssPrefixingPlugin),
    localPlugin(codeHighlightPlugin, {colors: codeColors}),
    localPlugin(routeSectionsPlugin),
    localPlugin(bundlerSettings),
    localPlugin(buildMemoryPlugin),
    localPlugin(earlyIntentPlugin),
    // The persistent cache starts over when a file in patches/ changes.
    localPlugin(patchedDependenciesCache),
    localPlugin(offlineNavigationPlugin),
    blogInstance(
      'learn',
      'learn',
      'Learn',
      'Tutorials that build real videos with Remotion, step by step.',
    ),
    blogInstance(
      'success-stories',
      'success-stories',
      'Success Stories',
      'Products and companies that create video with Remotion.',
    ),
    localPlugin(localSearchPlugin, localSearchOptions),
    localPlugin(dataRoutesPlugin, dataRoutesSiteOptions),
    localPlugin(llmsTxtPlugin, llmsTxtOptions),
    localPlugin(chatPanelPlugin, chatPanelOptions),
    // Old addresses of docs pages, e.g. from the toolkit's error messages (config/redirects.ts).
    localPlugin(redirectsPlugin, {redirects}),
    // build/_headers: security headers, with the script hashes of the built pages.
    localPlugin(securityHeadersPlugin, securityHeadersOptions({search: searchSettings, chat: chatSettings, gtagTrackingId: env.gtagTrackingId})),
  ],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    announcementBar,
    navbar,
    footer,
    prism: {
      // One theme of CSS variables for both modes (their values come with codeHighlightPlugin). No
      // darkTheme: the theme falls back to this one, and every page's config carries it once.
      theme: codeTheme,
      additionalLanguages: prismAdditionalLanguages,
    },
    ...searchThemeConfig,
    metadata: [
      {name: 'keywords', content: 'remotion, video, react, programmatic video, rendering'},
    ],
  } satisfies Preset.ThemeConfig,
} satisfies Config;
