import path from 'node:path';
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {buildSidebars, filterPlanItems, presenceFor, type DocsPlan, type PlanItem} from '../sidebar-plan';

const written = new Set(['intro', 'guide/a', 'guide/index', 'api']);
const has = {doc: (id: string) => written.has(id), path: (href: string) => !href.startsWith('/docs/missing')};

describe('filterPlanItems', () => {
  it('keeps written docs in plan order and drops missing ones', () => {
    const items: PlanItem[] = [
      {type: 'doc', id: 'intro'},
      {type: 'doc', id: 'not-written'},
      {type: 'category', label: 'Guide', link: 'guide/index', items: [{type: 'doc', id: 'guide/b'}, {type: 'doc', id: 'guide/a'}]},
    ];
    expect(filterPlanItems(items, has)).toEqual([
      {type: 'doc', id: 'intro'},
      {type: 'category', label: 'Guide', collapsed: true, items: [{type: 'doc', id: 'guide/a'}], link: {type: 'doc', id: 'guide/index'}},
    ]);
  });

  it('drops empty categories but keeps one whose landing page is written', () => {
    const items: PlanItem[] = [
      {type: 'category', label: 'Empty', items: [{type: 'doc', id: 'nothing'}]},
      {type: 'category', label: 'Landing only', link: 'guide/index', items: [{type: 'doc', id: 'nothing'}]},
    ];
    expect(filterPlanItems(items, has)).toEqual([
      {type: 'category', label: 'Landing only', collapsed: true, items: [], link: {type: 'doc', id: 'guide/index'}},
    ]);
  });

  it('keeps separators only between items', () => {
    const items: PlanItem[] = [
      {type: 'separator'},
      {type: 'doc', id: 'intro'},
      {type: 'separator'},
      {type: 'doc', id: 'missing'},
      {type: 'separator'},
      {type: 'doc', id: 'api'},
      {type: 'separator'},
    ];
    const out = filterPlanItems(items, has);
    expect(out.map((i) => (typeof i === 'object' && 'type' in i ? i.type : i))).toEqual(['doc', 'html', 'doc']);
  });

  it('drops links to doc pages that are not written yet but keeps other links', () => {
    const items: PlanItem[] = [
      {type: 'link', label: 'Missing', href: '/docs/missing/page'},
      {type: 'link', label: 'External', href: 'https://example.com'},
      {type: 'doc', id: 'intro'},
    ];
    expect(filterPlanItems(items, has)).toEqual([
      {type: 'link', label: 'External', href: 'https://example.com'},
      {type: 'doc', id: 'intro'},
    ]);
  });
});

describe('the real plan', () => {
  const root = path.join(__dirname, '..', '..');
  const plan = JSON.parse(fs.readFileSync(path.join(root, 'config', 'docs-plan.json'), 'utf8')) as DocsPlan;

  it('resolves doc URLs through the plan paths', () => {
    const presence = presenceFor(plan, path.join(root, 'docs'));
    expect(presence.path('/docs')).toBe(fs.existsSync(path.join(root, 'docs', 'getting-started.mdx')));
    expect(presence.path('/templates')).toBe(true);
  });

  it('builds sidebars whose every doc id has a file', () => {
    const docsDir = path.join(root, 'docs');
    const sidebars = buildSidebars(plan, docsDir);
    const ids: string[] = [];
    const collect = (items: unknown[]) => {
      for (const item of items) {
        if (item && typeof item === 'object' && 'type' in item) {
          const typed = item as {type: string; id?: string; items?: unknown[]; link?: {id?: string}};
          if (typed.type === 'doc' && typed.id) ids.push(typed.id);
          if (typed.link?.id) ids.push(typed.link.id);
          if (typed.items) collect(typed.items);
        }
      }
    };
    for (const items of Object.values(sidebars)) collect(items as unknown[]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      expect(['.mdx', '.md'].some((ext) => fs.existsSync(path.join(docsDir, id + ext))), id).toBe(true);
    }
  });
});
