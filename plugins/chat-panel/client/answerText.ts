/**
 * The small part of Markdown a generated answer uses (paragraphs, lists, code, bold, citations
 * like [2]) turned into plain data the panel renders as React elements, never as HTML.
 */

export type Inline = {kind: 'text'; text: string} | {kind: 'code'; text: string} | {kind: 'strong'; text: string} | {kind: 'cite'; number: number};

export type Block =
  | {kind: 'paragraph'; content: Inline[]}
  | {kind: 'list'; ordered: boolean; items: Inline[][]}
  | {kind: 'code'; language: string; text: string};

const INLINE = /`([^`\n]+)`|\*\*([^*\n]+)\*\*|\[(\d{1,2}(?:\s*,\s*\d{1,2})*)\]/g;

/** Inline code, bold and citations; a citation to a passage that does not exist stays text. */
export function parseInline(text: string, passageCount: number): Inline[] {
  const parts: Inline[] = [];
  let cursor = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += value;
    else parts.push({kind: 'text', text: value});
  };
  for (const match of text.matchAll(INLINE)) {
    pushText(text.slice(cursor, match.index));
    cursor = match.index + match[0].length;
    if (match[1] !== undefined) parts.push({kind: 'code', text: match[1]});
    else if (match[2] !== undefined) parts.push({kind: 'strong', text: match[2]});
    else {
      const numbers = match[3]!.split(',').map((n) => Number(n.trim()));
      if (numbers.every((n) => n >= 1 && n <= passageCount)) for (const number of numbers) parts.push({kind: 'cite', number});
      else pushText(match[0]);
    }
  }
  pushText(text.slice(cursor));
  return parts;
}

const LIST_ITEM = /^\s*(?:([-*+])|(\d{1,3})[.)])\s+(.*)$/;

function textBlocks(text: string, passageCount: number): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    let paragraph: string[] = [];
    let list: {ordered: boolean; items: string[]} | null = null;
    const endParagraph = () => {
      if (paragraph.length) blocks.push({kind: 'paragraph', content: parseInline(paragraph.join(' ').trim(), passageCount)});
      paragraph = [];
    };
    const endList = () => {
      if (list) blocks.push({kind: 'list', ordered: list.ordered, items: list.items.map((item) => parseInline(item, passageCount))});
      list = null;
    };
    for (const line of lines) {
      const item = LIST_ITEM.exec(line);
      if (item) {
        endParagraph();
        const ordered = item[2] !== undefined;
        if (list && list.ordered !== ordered) endList();
        list ??= {ordered, items: []};
        list.items.push(item[3]!.trim());
      } else if (list && /^\s+/.test(line)) {
        // An indented line continues the list item above it.
        list.items[list.items.length - 1] += ` ${line.trim()}`;
      } else {
        endList();
        paragraph.push(line.trim().replace(/^#{1,6}\s+/, ''));
      }
    }
    endParagraph();
    endList();
  }
  return blocks;
}

/** The whole answer as blocks. An unclosed code fence (still streaming) counts as code so far. */
export function parseAnswer(text: string, passageCount: number): Block[] {
  const blocks: Block[] = [];
  const fence = /^```([\w+-]*)[^\n]*\n([\s\S]*?)(?:^```[ \t]*$|(?![\s\S]))/gm;
  let cursor = 0;
  for (const match of text.matchAll(fence)) {
    blocks.push(...textBlocks(text.slice(cursor, match.index), passageCount));
    blocks.push({kind: 'code', language: match[1] ?? '', text: match[2]!.replace(/\n$/, '')});
    cursor = match.index + match[0].length;
  }
  blocks.push(...textBlocks(text.slice(cursor), passageCount));
  return blocks;
}

/** The answer as plain text for the clipboard, with the cited passages listed as links. */
export function answerForClipboard(text: string, sources: readonly {number: number; title: string; url: string}[]): string {
  const cited = new Set([...text.matchAll(/\[(\d{1,2}(?:\s*,\s*\d{1,2})*)\]/g)].flatMap((m) => m[1]!.split(',').map((n) => Number(n.trim()))));
  const list = sources.filter((source) => cited.has(source.number)).map((source) => `[${source.number}] ${source.title}: ${source.url}`);
  return list.length ? `${text.trim()}\n\nSources:\n${list.join('\n')}\n` : `${text.trim()}\n`;
}
