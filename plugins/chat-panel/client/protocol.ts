/**
 * The chat panel's message protocol (CrawlChat's embed, /work/shared/NOTES.md). The panel frame
 * posts JSON strings; the page answers with a JSON string and plain theme strings. Everything
 * here is pure, so the rules that keep the bridge safe are unit-tested on their own.
 */

export type PanelMessage = {type: 'embed-ready'} | {type: 'internal-link-click'; url: string};

export type ThemeSignal = 'dark-mode' | 'light-mode';

/** A message from the panel, or null for anything else (wrong shape, not JSON, unknown type). */
export function parsePanelMessage(data: unknown): PanelMessage | null {
  if (typeof data !== 'string' || data.length > 10_000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const {type, url} = parsed as {type?: unknown; url?: unknown};
  if (type === 'embed-ready') return {type};
  if (type === 'internal-link-click' && typeof url === 'string') return {type, url};
  return null;
}

/** A theme signal from the host page (what /ai-embed follows), or null. */
export function parseThemeSignal(data: unknown): ThemeSignal | null {
  return data === 'dark-mode' || data === 'light-mode' ? data : null;
}

/** The host announcement, the first reply to `embed-ready`. */
export function hostMessage(host: string): string {
  return JSON.stringify({type: 'internal-link-host', host});
}

export function themeSignal(dark: boolean): ThemeSignal {
  return dark ? 'dark-mode' : 'light-mode';
}

/** A host announcement received by /ai-embed from the page around it, or null. */
export function parseHostMessage(data: unknown): string | null {
  if (typeof data !== 'string' || data.length > 1000) return null;
  try {
    const parsed = JSON.parse(data) as {type?: unknown; host?: unknown} | null;
    if (parsed && parsed.type === 'internal-link-host' && typeof parsed.host === 'string' && parsed.host) return parsed.host;
  } catch {
    // Not JSON: not a host announcement.
  }
  return null;
}

/** Percent-decodes a path, or null when its escapes are malformed (`/%`, `/%E0%A4%A`). */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** True when `path` resolves on `origin` to a path on that origin that is not protocol-relative. */
function staysOn(path: string, origin: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  const resolved = new URL(path, origin);
  return resolved.origin === origin && !resolved.pathname.startsWith('//');
}

/**
 * The in-site path (path, query and hash) a panel link may navigate to, or null when the link
 * leaves the site: another origin, a protocol-relative URL (`//evil.example`, `/\evil.example`),
 * a scheme such as `javascript:` or `data:`, or text that is not a URL at all. Never throws.
 *
 * The URL parser normalises first (dot segments, `%2e` dots, backslashes), against the site's
 * own origin, so what is checked is what a browser would navigate to. A path that resolves to
 * `//host` is rejected even on the right origin: `history.push` and any code that later treats it
 * as a URL read it as protocol-relative. The path is then checked once more percent-decoded, as
 * a router or a server may decode it: `/%2f%2fevil.example` and `/%5Cevil.example` are refused,
 * and so are malformed escapes, which such code would throw on.
 */
export function sameSitePath(url: unknown, siteOrigin: string): string | null {
  try {
    if (typeof url !== 'string') return null;
    const value = url.trim();
    if (!value || value.length > 2048) return null;
    // Control characters can hide a scheme from a naive check; browsers strip them silently.
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(value)) return null;
    const origin = new URL(siteOrigin).origin;
    const parsed = new URL(value, origin);
    // `blob:https://site/...` has the site's origin too, but is not a page of it.
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    if (parsed.origin !== origin || parsed.pathname.startsWith('//')) return null;
    const decoded = decodedPath(parsed.pathname);
    if (decoded === null || !staysOn(decoded, origin)) return null;
    const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
    return staysOn(path, origin) ? path : null;
  } catch {
    return null;
  }
}
