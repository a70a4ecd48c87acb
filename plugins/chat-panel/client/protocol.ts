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

/**
 * The in-site path (path, query and hash) a panel link may navigate to, or null when the link
 * leaves the site: another origin, a protocol-relative URL (`//evil.example`), a scheme such as
 * `javascript:` or `data:`, or text that is not a URL at all.
 */
export function sameSitePath(url: string, siteOrigin: string): string | null {
  const value = url.trim();
  if (!value || value.length > 2048) return null;
  // Backslashes count as slashes in URL parsing: `/\evil.example` is protocol-relative too.
  if (/^[\\/]{2}/.test(value) || /^\/\\/.test(value)) return null;
  // Control characters can hide a scheme from a naive check; browsers strip them silently.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, siteOrigin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.origin !== siteOrigin) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
