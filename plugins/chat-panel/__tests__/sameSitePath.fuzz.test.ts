import {describe, expect, it} from 'vitest';
import {sameSitePath} from '../client/protocol';
// The bench's seeded generator (mulberry32): a failure replays with the same seed.
import {seededRandom} from '../../../scripts/bench/lib/baseline.mjs';

/**
 * Fuzzes the bridge's URL check: the panel frame is a third party, so any string may arrive as
 * an `internal-link-click`. Whatever it is, the check must not throw, and a path it accepts must
 * resolve to the site itself, never to another host.
 */

const SITE = 'https://site.example';

const PIECES = [
  '/', '//', '\\', '\\\\', '.', '..', './', '../', '%2e', '%2E', '%2e%2e', '%2f', '%2F', '%5c', '%5C', '%', '%E0%A4%A', '%zz', '%00',
  'evil.example', 'site.example', 'site.example.evil.example', '@evil.example', 'user:pass@', ':443', ':8080',
  'https:', 'http:', 'javascript:', 'data:', 'file:', 'blob:', 'mailto:', 'HTTPS://', 'https://site.example', 'https://evil.example',
  '?', '#', '&', '=', ' ', '\t', '\n', '\r', '\u0000', '\u001f', '\u007f', '\u00a0', '\u2028', '\u3002', '\uff0f', '\uff3c', '\u2215',
  'é', '日本', '🙂', 'docs', 'player', 'a', 'x',
];

function generateUrl(next: () => number): string {
  const length = 1 + Math.floor(next() * 8);
  let url = next() < 0.6 ? '/' : '';
  for (let i = 0; i < length; i++) url += PIECES[Math.floor(next() * PIECES.length)];
  return url;
}

/** What is wrong with the answer for `url`, or null when it is fine. */
function problemWith(url: string): string | null {
  let result: string | null;
  try {
    result = sameSitePath(url, SITE);
  } catch (error) {
    return `threw ${String(error)}`;
  }
  if (result === null) return null;
  if (!result.startsWith('/') || result.startsWith('//') || result.includes('\\')) return `accepted as ${result}`;
  const resolved = new URL(result, SITE);
  if (resolved.origin !== SITE) return `accepted as ${result}, which leaves for ${resolved.origin}`;
  // Decoded once more, as a router may, it still names a path on the site.
  const decoded = decodeURIComponent(resolved.pathname);
  if (decoded.startsWith('//') || decoded.includes('\\') || new URL(decoded, SITE).origin !== SITE) return `accepted as ${result}, decoded ${decoded}`;
  return null;
}

describe('sameSitePath under fuzzing', () => {
  it('never throws, and only accepts paths that stay on the site', {timeout: 60_000}, () => {
    const next = seededRandom(20261126);
    const problems: string[] = [];
    let accepted = 0;
    for (let i = 0; i < 20_000; i++) {
      const url = generateUrl(next);
      const problem = problemWith(url);
      if (problem) problems.push(`${JSON.stringify(url)}: ${problem}`);
      else if (sameSitePath(url, SITE) !== null) accepted++;
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // The generator must also produce links that pass, or the property above proves nothing.
    expect(accepted).toBeGreaterThan(1000);
  });
});
