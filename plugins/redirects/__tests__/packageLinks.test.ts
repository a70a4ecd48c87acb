import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import plan from '../../../config/docs-plan.json';
import {redirects} from '../../../config/redirects';

/**
 * The toolkit's packages print links to its docs in errors and warnings. Each link must reach a
 * page: a planned doc, or a redirect to one (config/redirects.ts). Links to pages the docs plan
 * does not have (listed below, with the package that prints them) are reported, not redirected
 * to a page that does not answer them.
 */
const NOT_IN_PLAN = [
  /^\/docs\/effects\//, // @remotion/effects, a package newer than the docs plan
  /^\/docs\/(sfx|video-matting|whisper-webgpu|vercel\/api|codemods|studio-protocol|browser-bundler)$/,
];

const root = path.resolve(__dirname, '../../..');

function packageDirs(): string[] {
  const modules = path.join(root, 'node_modules');
  const scoped = fs.readdirSync(path.join(modules, '@remotion')).map((name) => path.join(modules, '@remotion', name));
  return [path.join(modules, 'remotion'), ...scoped];
}

function linksIn(dir: string, found: Set<string>): void {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') linksIn(file, found);
    } else if (/\.(c|m)?js$/.test(entry.name)) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/remotion\.dev(\/docs\/[\w/.-]*)/g)) {
        found.add(match[1]!.replace(/[.]+$/, '').replace(/\/$/, ''));
      }
    }
  }
}

describe('links the toolkit packages print', () => {
  it('reach a planned doc or a redirect to one', () => {
    const found = new Set<string>();
    for (const dir of packageDirs()) {
      const dist = path.join(dir, 'dist');
      if (fs.existsSync(dist)) linksIn(dist, found);
    }
    expect(found.size).toBeGreaterThan(100);
    const planned = new Set(Object.values(plan.docs).map((doc) => doc.path.replace(/\/$/, '')));
    const redirected = new Set(redirects.map((redirect) => redirect.from));
    const unreachable = [...found].filter((link) => !planned.has(link) && !redirected.has(link) && !NOT_IN_PLAN.some((pattern) => pattern.test(link)));
    expect(unreachable).toEqual([]);
    // Every redirect leads to a planned doc.
    for (const {to} of redirects) expect(planned.has(to.split('#')[0]!.replace(/\/$/, ''))).toBe(true);
    // Reads every file of about 40 packages: seconds on a busy machine.
  }, 60_000);
});
