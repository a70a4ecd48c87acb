import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The four sidebars are defined once, in docs-plan.json (copied from the content plan), in
 * their final order. A sidebar shows only the pages that have been written: an item whose doc
 * file does not exist yet is left out, and a category left with nothing in it disappears.
 * `npm run content:check` reports the planned pages that are still missing.
 */

export type PlanItem =
  | {type: 'doc'; id: string; label?: string}
  | {type: 'separator'}
  | {type: 'link'; label: string; href: string}
  | {
      type: 'category';
      label: string;
      link?: string;
      collapsed?: boolean;
      items: PlanItem[];
    };

type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];

const DOC_EXTENSIONS = ['.mdx', '.md'];

export function docExists(docsDir: string, id: string): boolean {
  return DOC_EXTENSIONS.some((ext) => fs.existsSync(path.join(docsDir, id + ext)));
}

/** Tells whether an item's target is there: a doc id, or an internal link's path. */
export type Presence = {doc: (id: string) => boolean; path: (href: string) => boolean};

const SEPARATOR: SidebarItem = {
  type: 'html',
  value: '<hr class="sidebar-separator" />',
  defaultStyle: false,
};

/** Removes separators at either end and any that follow another separator. */
function tidySeparators(items: SidebarItem[]): SidebarItem[] {
  const out: SidebarItem[] = [];
  for (const item of items) {
    if (item === SEPARATOR && (out.length === 0 || out[out.length - 1] === SEPARATOR)) continue;
    out.push(item);
  }
  while (out[out.length - 1] === SEPARATOR) out.pop();
  return out;
}

export function filterPlanItems(items: readonly PlanItem[], has: Presence): SidebarItem[] {
  return tidySeparators(filterItems(items, has));
}

function filterItems(items: readonly PlanItem[], has: Presence): SidebarItem[] {
  const exists = has.doc;
  const out: SidebarItem[] = [];
  for (const item of items) {
    if (item.type === 'separator') {
      out.push(SEPARATOR);
    } else if (item.type === 'doc') {
      if (exists(item.id)) {
        out.push(
          item.label ? {type: 'doc', id: item.id, label: item.label} : {type: 'doc', id: item.id},
        );
      }
    } else if (item.type === 'link') {
      if (has.path(item.href)) out.push({type: 'link', label: item.label, href: item.href});
    } else {
      const children = filterPlanItems(item.items, has);
      const link = item.link && exists(item.link) ? item.link : undefined;
      // A category whose only written page is its landing page stays a category (shown as a
      // plain link by the theme) so it keeps its label: a doc's sidebar_label would win otherwise.
      if (children.length === 0 && !link) continue;
      out.push({
        type: 'category',
        label: item.label,
        collapsed: item.collapsed ?? true,
        items: children,
        ...(link ? {link: {type: 'doc', id: link}} : {}),
      });
    }
  }
  return out;
}

/** A sidebar made only of links (nothing written yet) is left out altogether. */
function hasDocs(items: SidebarItem[]): boolean {
  return items.some(
    (i) =>
      typeof i === 'object' &&
      i !== null &&
      'type' in i &&
      (i.type === 'doc' || i.type === 'category'),
  );
}

export type DocsPlan = {
  sidebars: Record<string, readonly PlanItem[]>;
  docs: Record<string, {title: string; path: string; sidebar: string | null}>;
};

/**
 * Internal links in the plan point at doc URLs (`/docs/player/player`) or at site pages
 * (`/templates`). A doc URL counts as present when its doc file exists; other internal paths
 * and external URLs are kept, and the broken-link check guards them at build time.
 */
export function presenceFor(plan: DocsPlan, docsDir: string): Presence {
  const doc = (id: string) => docExists(docsDir, id);
  const idByPath = new Map<string, string>();
  for (const [id, info] of Object.entries(plan.docs)) {
    idByPath.set(info.path.replace(/\/$/, '') || '/', id);
  }
  return {
    doc,
    path: (href) => {
      if (!href.startsWith('/docs')) return true;
      const id = idByPath.get(href.replace(/\/$/, '') || '/');
      return id !== undefined && doc(id);
    },
  };
}

export function buildSidebars(plan: DocsPlan, docsDir: string): SidebarsConfig {
  const has = presenceFor(plan, docsDir);
  const sidebars: SidebarsConfig = {};
  for (const [name, items] of Object.entries(plan.sidebars)) {
    const filtered = filterPlanItems(items, has);
    if (hasDocs(filtered)) sidebars[name] = filtered;
  }
  return sidebars;
}
