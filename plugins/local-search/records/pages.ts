/**
 * Which pages are indexed and what each record says above its headings: every listed doc and blog
 * post from the content the docs and blog plugins loaded, each with its group label (lvl0: the
 * top sidebar category for a doc, the blog's name for a post). Taken from the plugins' content,
 * not from the built HTML, so the dev server indexes the same pages.
 */
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {PageInfo} from './types';

type SidebarItem = DocsContent['loadedVersions'][number]['sidebars'][string][number];

/** Group label for docs that sit outside any sidebar category. */
export const DOCS_FALLBACK_LVL0 = 'Docs';

/** Maps every doc id in a sidebar to the label of the top-level category that holds it. */
export function topCategoryByDocId(items: SidebarItem[]): Map<string, string> {
  const result = new Map<string, string>();
  const visit = (item: SidebarItem, top: string | null) => {
    if (item.type === 'doc' || item.type === 'ref') {
      if (top && !result.has(item.id)) result.set(item.id, top);
    } else if (item.type === 'category') {
      const label = top ?? item.label;
      if (item.link?.type === 'doc' && !result.has(item.link.id)) result.set(item.link.id, label);
      item.items.forEach((child) => visit(child, label));
    }
  };
  items.forEach((item) => visit(item, null));
  return result;
}

function resolveSource(siteDir: string, source: string): string {
  return source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : path.resolve(siteDir, source);
}

/**
 * Lists the pages worth indexing, from the content the docs and blog plugins loaded: every
 * listed doc of every version, and every listed post of every blog instance (blog, learn,
 * success stories). Index pages, tag pages and author pages repeat post content and stay out.
 */
export function collectPages(allContent: AllContent, siteDir: string, language: string): PageInfo[] {
  const pages: PageInfo[] = [];
  const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent | undefined>;
  for (const [pluginId, content] of Object.entries(docsPlugins)) {
    for (const version of content?.loadedVersions ?? []) {
      const categories = new Map<string, string>();
      for (const sidebar of Object.values(version.sidebars)) {
        for (const [docId, label] of topCategoryByDocId(sidebar)) {
          if (!categories.has(docId)) categories.set(docId, label);
        }
      }
      for (const doc of version.docs) {
        if (doc.unlisted) continue;
        pages.push({
          permalink: doc.permalink,
          lvl0: categories.get(doc.id) ?? DOCS_FALLBACK_LVL0,
          title: doc.title,
          docusaurusTag: `docs-${pluginId}-${version.versionName}`,
          language,
          source: resolveSource(siteDir, doc.source),
        });
      }
    }
  }
  const blogPlugins = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent | undefined>;
  for (const content of Object.values(blogPlugins)) {
    if (!content) continue;
    const blogTitle = content.blogTitle || 'Blog';
    for (const post of content.blogPosts) {
      if (post.metadata.unlisted) continue;
      pages.push({
        permalink: post.metadata.permalink,
        lvl0: blogTitle,
        title: post.metadata.title,
        docusaurusTag: 'default',
        language,
        source: resolveSource(siteDir, post.metadata.source),
      });
    }
  }
  return pages;
}
