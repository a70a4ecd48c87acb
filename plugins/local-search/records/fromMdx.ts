import fs from 'node:fs';
import path from 'node:path';
import {createSlugger, parseMarkdownHeadingId, type Slugger} from '@docusaurus/utils';
import type {PageBlock} from './types';

/**
 * Reads headings and text blocks straight from an MDX source, for the dev server, where no
 * built HTML exists. It mirrors what the HTML extraction keeps (paragraphs, list items, table
 * rows; no code blocks, imports, JSX tags or comments) and computes heading anchors with the
 * same slugger Docusaurus uses, so links from results land on the right heading. Partials
 * (`import Part from './_part.mdx'` used as `<Part />`) are read in place.
 */
export function extractMdxBlocks(filePath: string, source = fs.readFileSync(filePath, 'utf8')): PageBlock[] {
  const blocks: PageBlock[] = [];
  scan(filePath, source, createSlugger(), blocks, 0);
  return blocks;
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const PARTIAL_IMPORT = /^import\s+([A-Z]\w*)\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"];?\s*$/;
const PARTIAL_USE = /^\s*<([A-Z]\w*)\s*\/>\s*$/;

function stripFrontMatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n/.exec(source);
  return match ? source.slice(match[0].length) : source;
}

function scan(filePath: string, source: string, slugger: Slugger, blocks: PageBlock[], depth: number): void {
  const lines = stripFrontMatter(source).split(/\r?\n/);
  const partials = new Map<string, string>();
  let paragraph: string[] = [];
  let fence: string | null = null;
  let skipUntil: RegExp | null = null;

  const flush = () => {
    const text = paragraph.map(inlineText).join(' ').trim();
    if (text) blocks.push({kind: 'text', text});
    paragraph = [];
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (fence) {
      if (line.trim().startsWith(fence)) fence = null;
      continue;
    }
    if (skipUntil) {
      if (skipUntil.test(line)) skipUntil = null;
      continue;
    }
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      flush();
      fence = fenceMatch[1]!;
      continue;
    }
    const trimmed = line.trim();
    if (!trimmed) {
      flush();
      continue;
    }
    if (/^(import|export)\s/.test(line)) {
      flush();
      const partial = PARTIAL_IMPORT.exec(trimmed);
      if (partial) partials.set(partial[1]!, path.resolve(path.dirname(filePath), partial[2]!));
      // A multi-line export (an object or a function) runs until the next blank line.
      if (!/[;)}\]'"`]\s*$/.test(trimmed) || /[{([]\s*$/.test(trimmed)) skipUntil = /^\s*$/;
      continue;
    }
    if (trimmed.startsWith('{/*') || trimmed.startsWith('<!--')) {
      flush();
      const end = trimmed.startsWith('{/*') ? /\*\/\}\s*$/ : /-->\s*$/;
      if (!end.test(trimmed)) skipUntil = end;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const {text, id} = parseMarkdownHeadingId(heading[2]!);
      const plain = inlineText(text);
      const level = heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({kind: 'heading', level, text: plain, anchor: level === 1 ? null : (id ?? slugger.slug(plain))});
      continue;
    }
    if (trimmed.startsWith(':::')) {
      flush();
      continue;
    }
    const partialUse = PARTIAL_USE.exec(line);
    if (partialUse && partials.has(partialUse[1]!) && depth < 5) {
      flush();
      const partialPath = partials.get(partialUse[1]!)!;
      if (fs.existsSync(partialPath)) scan(partialPath, fs.readFileSync(partialPath, 'utf8'), slugger, blocks, depth + 1);
      continue;
    }
    if (trimmed.startsWith('|')) {
      flush();
      const next = lines[i + 1] ?? '';
      if (TABLE_SEPARATOR.test(trimmed)) continue;
      // The header row (followed by the separator) names columns; it is not content.
      if (TABLE_SEPARATOR.test(next.trim())) continue;
      const cells = trimmed.replace(/^\||\|$/g, '').split(/(?<!\\)\|/).map((cell) => cell.trim());
      paragraph.push(cells.join(' '));
      flush();
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      paragraph.push(item[1]!);
      continue;
    }
    if (/^\s*<\/?[A-Za-z][^>]*>\s*$/.test(line)) {
      // A line that is only a JSX or HTML tag ends the paragraph around it.
      flush();
      continue;
    }
    paragraph.push(trimmed.replace(/^>\s?/, ''));
  }
  flush();
}

/** Marks a set-aside piece of text; a private-use character never found in sources. */
const KEPT = '\uE000';

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};

/** Plain text of one line of Markdown: link text kept, markup, tags and expressions dropped. */
export function inlineText(markdown: string): string {
  // Code spans and backslash escapes are set aside first: their `<` and `*` are literal.
  const kept: string[] = [];
  const keep = (value: string) => {
    kept.push(value);
    return `${KEPT}${kept.length - 1}${KEPT}`;
  };
  let text = markdown
    .replace(/(`+)([\s\S]*?)\1/g, (_, __, inner: string) => keep(inner.trim()))
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|])/g, (_, char: string) => keep(char));
  text = text
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/\{[^{}]*\}/g, '')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?!\w)/g, '$1$2')
    .replace(/(^|[^\w])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1$2')
    .replace(/~~(.*?)~~/g, '$1')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    });
  text = text.replace(new RegExp(`${KEPT}(\\d+)${KEPT}`, 'g'), (_, index: string) => kept[Number(index)] ?? '');
  return text.replace(/\s+/g, ' ').trim();
}
