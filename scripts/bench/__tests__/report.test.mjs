import {describe, expect, it} from 'vitest';
import {buildTable} from '../lib/report.mjs';
import {renderTable} from '../lib/table.mjs';

describe('renderTable', () => {
  it('pads columns to the widest cell and prints section rows', () => {
    const text = renderTable(['Metric', 'Value'], [{section: 'Build'}, ['Cold', '38.0 s'], ['Warm build', '23 s']]);
    expect(text.split('\n')).toEqual(['Metric     | Value', '-----------+-------', '== Build', 'Cold       | 38.0 s', 'Warm build | 23 s']);
  });
});

describe('buildTable', () => {
  it('prints the build comparison and every budget with its status', () => {
    const sample = {wallMs: 1000, peakRssBytes: 1e9, samples: []};
    const text = buildTable({
      meta: {runs: 1},
      build: {ours: {cold: sample, warm: sample}, baseline: {cold: sample, warm: sample}, ratio: {coldWallMs: 1, warmWallMs: 1, coldPeakRssBytes: 1, warmPeakRssBytes: 1}},
      search: {available: false, reason: 'scripts/bench-search.mjs does not exist'},
      budgets: [{id: 'x', label: 'Cold build time, ours / baseline', budget: '≤ 1.30×', value: 1, shown: '1.00×', status: 'fail'}],
    });
    expect(text).toMatch(/Cold build, wall time\s+\| 1\.00 s\s+\| 1\.00 s\s+\| 1\.00×/);
    expect(text).toMatch(/Search figures\s+\| n\/a \(scripts\/bench-search\.mjs does not exist\)/);
    expect(text).toMatch(/Cold build time, ours \/ baseline\s+\| 1\.00×.*\| ≤ 1\.30×\s+\| FAIL/);
    expect(text).not.toContain('on our docs');
  });

  it('prints the baseline built on our docs when the bench built it', () => {
    const at = (wallMs) => ({wallMs, peakRssBytes: 1e9, samples: []});
    const text = buildTable({
      meta: {runs: 1},
      build: {
        ours: {cold: at(30_000), warm: at(20_000)},
        baseline: {cold: at(20_000), warm: at(10_000)},
        sameDocs: {cold: at(24_000)},
        ratio: {coldWallMs: 1.5, warmWallMs: 2, coldPeakRssBytes: 1, warmPeakRssBytes: 1, coldWallMsOursOverSameDocs: 1.25, coldWallMsSameDocsOverBaseline: 1.2},
      },
      budgets: [],
    });
    expect(text).toMatch(/Cold build, baseline on our docs \(in Ours\) \/ baseline\s+\| 24\.0 s\s+\| 20\.0 s\s+\| 1\.20×/);
    expect(text).toMatch(/Cold build, ours \/ baseline on our docs \(in Baseline\)\s+\| 30\.0 s\s+\| 24\.0 s\s+\| 1\.25×/);
  });

  it('prints how many HTML pages each build rendered, beside the docs pages', () => {
    const site = {docs: {pages: 367, avgWords: 573, generatedFromPlan: 0}, baseline: {docsPages: 367}, htmlPages: {ours: 481, baseline: 398}};
    const text = buildTable({meta: {runs: 1}, site, budgets: []});
    expect(text).toMatch(/Docs pages \(avg words\)\s+\| 367 \(573\)\s+\| 367/);
    expect(text).toMatch(/HTML pages built \(all routes\)\s+\| 481\s+\| 398\s+\| 1\.21×/);
    expect(buildTable({meta: {runs: 1}, site: {...site, htmlPages: null}, budgets: []})).not.toContain('HTML pages built');
  });

  it("prints the bytes of both sites' docs Markdown, when the baseline's were measured", () => {
    const docs = {pages: 367, avgWords: 573, generatedFromPlan: 0, proseBytes: 1_222_000, codeBytes: 396_000};
    const text = buildTable({meta: {runs: 1}, site: {docs, baseline: {docsPages: 367, proseBytes: 1_230_000, codeBytes: 395_000}}, budgets: []});
    expect(text).toMatch(/Docs Markdown, prose \+ code bytes\s+\| 1\.22 MB \+ 396(\.0)? kB\s+\| 1\.23 MB \+ 395(\.0)? kB\s+\| 1\.00×/);
    expect(buildTable({meta: {runs: 1}, site: {docs, baseline: {docsPages: 367}}, budgets: []})).not.toContain('Docs Markdown');
  });
});
