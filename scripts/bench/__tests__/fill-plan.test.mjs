import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {fillPlan, linkedAnchors, plannedDocs, slugFor} from '../lib/fill-plan.mjs';
import {measureSource} from '../lib/survey.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
});

describe('slugFor', () => {
  it('sets a slug only where the planned URL differs from the default one', () => {
    expect(slugFor({id: 'player/api', title: 'x', path: '/docs/player/player'})).toBe('/player/player');
    expect(slugFor({id: 'getting-started', title: 'x', path: '/docs/'})).toBe('/');
    expect(slugFor({id: 'lambda/setup', title: 'x', path: '/docs/lambda/setup'})).toBeNull();
    expect(slugFor({id: 'recorder/index', title: 'x', path: '/docs/recorder/'})).toBeNull();
    expect(slugFor({id: 'gif/index', title: 'x', path: '/docs/gif'})).toBeNull();
    // A file named like its folder is that folder's index unless a slug says otherwise.
    expect(slugFor({id: 'gif/gif', title: 'x', path: '/docs/gif/gif'})).toBe('/gif/gif');
  });
});

describe('fillPlan', () => {
  it('writes the planned docs that are missing, and leaves written ones alone', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-fill-'));
    dirs.push(site);
    fs.mkdirSync(path.join(site, 'config'));
    fs.mkdirSync(path.join(site, 'docs'));
    fs.writeFileSync(
      path.join(site, 'docs', 'written.mdx'),
      '---\ntitle: Written\n---\n\nMine, see [options](/docs/player/player#props) and [setup](./lambda/setup.mdx#before-you-start).\n',
    );
    const plan = {
      docs: {
        written: {title: 'Written', path: '/docs/written', sidebar: 'mainSidebar'},
        'player/api': {title: '<Player>: the "API"', path: '/docs/player/player', sidebar: 'apiSidebar'},
        'lambda/setup': {title: 'Setup', path: '/docs/lambda/setup', sidebar: null},
      },
    };
    fs.writeFileSync(path.join(site, 'config', 'docs-plan.json'), JSON.stringify(plan));
    const shape = measureSource('docs/written.mdx', '---\ndescription: Six words that describe the page.\n---\n\n## A heading here\n\n' + 'word '.repeat(120));

    expect(plannedDocs(plan).map((d) => d.id)).toEqual(['written', 'player/api', 'lambda/setup']);
    expect(fillPlan(site, [shape])).toBe(2);
    expect(fs.readFileSync(path.join(site, 'docs', 'written.mdx'), 'utf8')).toContain('Mine, see');
    const player = fs.readFileSync(path.join(site, 'docs', 'player', 'api.mdx'), 'utf8');
    expect(player).toMatch(/^---\ntitle: "<Player>: the \\"API\\""\nslug: \/player\/player\ndescription: [^\n]+\n---\n/);
    expect(measureSource('docs/player/api.mdx', player).descriptionWords).toBe(6);
    // The page's own words plus the one-word heading for the linked anchor.
    expect(measureSource('docs/player/api.mdx', player).words).toBe(shape.words + 1);
    expect(player).toMatch(/\n## props\n$/);
    expect(fs.readFileSync(path.join(site, 'docs', 'lambda', 'setup.mdx'), 'utf8')).toMatch(/\n## before-you-start\n$/);
    expect(linkedAnchors(site).get('/docs/player/player')).toEqual(new Set(['props']));
  });
});
