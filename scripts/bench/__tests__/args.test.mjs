import {describe, expect, it} from 'vitest';
import {parseArgs, SECTIONS} from '../lib/args.mjs';

describe('parseArgs', () => {
  it('runs every section three times by default', () => {
    const options = parseArgs([]);
    expect([...options.only]).toEqual([...SECTIONS]);
    expect(options.runs).toBe(3);
    expect(options.navClicks).toBe(10);
    expect(options.workDir).toBe('/tmp/bench');
    expect(options.out).toBe('bench-results/bench.json');
  });

  it('makes --quick one run, and lets --runs override it in either order', () => {
    expect(parseArgs(['--quick']).runs).toBe(1);
    expect(parseArgs(['--quick', '--runs', '5']).runs).toBe(5);
    expect(parseArgs(['--runs=2', '--quick']).runs).toBe(2);
  });

  it('selects sections with --only', () => {
    const options = parseArgs(['--only', 'build, bytes,lighthouse']);
    expect([...options.only]).toEqual(['build', 'bytes', 'lighthouse']);
  });

  it('names the bad value in its errors', () => {
    expect(() => parseArgs(['--only', 'build,speed'])).toThrow(/Unknown section "speed"/);
    expect(() => parseArgs(['--runs', '0'])).toThrow(/--runs needs a positive whole number/);
    expect(() => parseArgs(['--baseline-pages'])).toThrow(/--baseline-pages needs a value/);
    expect(() => parseArgs(['--fast'])).toThrow(/Unknown option --fast/);
  });

  it('reads the remaining options', () => {
    const options = parseArgs(['--baseline-pages', '900', '--work-dir', '/tmp/x', '--out=out.json', '--reuse', '--site', '../copy', '--fill-plan']);
    expect(options.fillPlan).toBe(true);
    expect(options.baselinePages).toBe(900);
    expect(options.workDir).toBe('/tmp/x');
    expect(options.out).toBe('out.json');
    expect(options.reuse).toBe(true);
    expect(options.site).toBe('../copy');
  });
});
