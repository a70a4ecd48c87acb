/**
 * The two index files of https://llmstxt.org: llms.txt (a linked table of contents with a
 * one-line description per doc) and llms-full.txt (every doc's Markdown in reading order), and the
 * head of each doc's Markdown copy.
 */

export type DocEntry = {
  id: string;
  title: string;
  description: string;
  /** Absolute URL of the Markdown copy. */
  markdownUrl: string;
  /** The doc as Markdown, title included. */
  markdown: string;
};

export type Section = {title: string; docs: DocEntry[]};

/** A sidebar as resolved by the docs plugin, reduced to what ordering needs. */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: string};

/** Doc ids of a sidebar in reading order: category landing pages before their children. */
export function sidebarOrder(items: readonly SidebarItem[]): string[] {
  const ids: string[] = [];
  const walk = (list: readonly SidebarItem[]) => {
    for (const item of list) {
      if ((item.type === 'doc' || item.type === 'ref') && 'id' in item) ids.push(item.id);
      else if (item.type === 'category' && 'items' in item) {
        if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
        walk(item.items);
      }
    }
  };
  walk(items);
  return [...new Set(ids)];
}

/**
 * Groups docs into sections, one per sidebar in the order of `titles` (sidebars it does not
 * name come next, titled by their id). A doc in several sidebars is listed in the first; docs
 * in no sidebar go to a last section called "Optional", the name llms.txt readers may skip.
 */
export function groupDocs(
  docs: readonly DocEntry[],
  sidebars: Record<string, readonly SidebarItem[]>,
  titles: Record<string, string>,
): Section[] {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const listed = new Set<string>();
  const names = [...Object.keys(titles).filter((n) => n in sidebars), ...Object.keys(sidebars).filter((n) => !(n in titles))];
  const sections: Section[] = [];
  for (const name of names) {
    const entries = sidebarOrder(sidebars[name] ?? [])
      .filter((id) => !listed.has(id))
      .map((id) => byId.get(id))
      .filter((d): d is DocEntry => d !== undefined);
    entries.forEach((d) => listed.add(d.id));
    if (entries.length) sections.push({title: titles[name] ?? name, docs: entries});
  }
  const rest = docs.filter((d) => !listed.has(d.id)).sort((a, b) => a.id.localeCompare(b.id));
  if (rest.length) sections.push({title: 'Optional', docs: rest});
  return sections;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export function renderLlmsTxt({
  title,
  summary,
  fullUrl,
  sections,
}: {
  title: string;
  summary: string;
  fullUrl: string;
  sections: readonly Section[];
}): string {
  const lines = [
    `# ${title}`,
    '',
    `> ${oneLine(summary)}`,
    '',
    'Every page below links to its Markdown copy. Any documentation page is available as Markdown by ' +
      'adding ".md" to its URL without the trailing slash (/docs/player -> /docs/player.md). All pages in ' +
      `one file: ${fullUrl}`,
  ];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const doc of section.docs) {
      const description = oneLine(doc.description);
      lines.push(`- [${oneLine(doc.title)}](${doc.markdownUrl})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function renderLlmsFull({title, summary, sections}: {title: string; summary: string; sections: readonly Section[]}): string {
  const parts = [`# ${title}\n\n> ${oneLine(summary)}\n`];
  for (const section of sections) for (const doc of section.docs) parts.push(doc.markdown.trim());
  return `${parts.join('\n\n---\n\n')}\n`;
}

/** A whole page: title, description and source URL on top of the converted body. */
export function pageMarkdown({title, description, url, body}: {title: string; description: string; url: string; body: string}): string {
  return [`# ${title}`, description ? `> ${description.replace(/\s+/g, ' ').trim()}` : null, `Source: ${url}`, body]
    .filter((part): part is string => Boolean(part))
    .join('\n\n')
    .concat('\n');
}
