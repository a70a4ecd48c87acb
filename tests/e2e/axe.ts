import fs from 'node:fs';
import {createRequire} from 'node:module';
import type {Page} from '@playwright/test';

/**
 * axe-core in the page under test: WCAG 2.0, 2.1 and 2.2 A and AA rules. Returns the serious and
 * critical violations as readable lines (rule, element, summary), empty when there are none.
 * A Remotion Player is left out: what it shows is a video frame drawn by the composition (a
 * demo's colours are the visitor's to pick), and its controls are @remotion/player's own. The
 * previews' labelled controls and code sit outside it and are checked.
 */
const axeSource = fs.readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeResult = {violations: {id: string; impact: string | null; nodes: {target: string[]; failureSummary?: string}[]}[]};

const VIDEO_FRAME = '.__remotion-player';

export async function seriousViolations(page: Page, {exclude = [] as string[]} = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(
    ([tags, excluded]) =>
      (window as unknown as {axe: {run: (context: unknown, options: unknown) => Promise<AxeResult>}}).axe.run(
        {include: [['html']], exclude: excluded.map((selector) => [selector])},
        {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']},
      ),
    [TAGS, [VIDEO_FRAME, ...exclude]] as const,
  );
  const path = new URL(page.url()).pathname;
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.slice(0, 3).map((n) => `${path}: ${v.id} at ${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`));
}
