/**
 * The files the redirects plugin writes, as pure functions of the redirects and the site's routes
 * (index.ts only writes them out), so the rules that stop the build are unit-tested without a
 * build.
 */
export type Redirect = {from: string; to: string};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page left at an old address: it sends the browser on, and says where, in words, too. */
export function redirectPage(to: string, favicon?: string): string {
  const href = escapeHtml(to);
  // The site's icon, also so that the browser does not ask for a /favicon.ico the site lacks.
  const icon = favicon ? `\n<link rel="icon" href="${escapeHtml(favicon)}">` : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved to ${href}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${href}">${icon}
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body>
<h1>This page has moved</h1>
<p>It is now at <a href="${href}">${href}</a>.</p>
</body>
</html>
`;
}

/**
 * The files the redirects need, by path inside the build folder: `<from>/index.html` for each,
 * and `_redirects`. Throws, naming the entry, when a source is a page of the site (the redirect
 * would hide it) or a target is not (it would send visitors to a 404), or on a duplicate source.
 */
export function redirectFiles(redirects: Redirect[], routes: Set<string>, baseUrl = '/', favicon?: string): Map<string, string> {
  const files = new Map<string, string>();
  const lines: string[] = [];
  const strip = (route: string) => (route.length > 1 ? route.replace(/\/$/, '') : route);
  const known = new Set([...routes].map(strip));
  const seen = new Set<string>();
  for (const {from, to} of redirects) {
    const name = `redirect ${from} -> ${to} (config/redirects.ts)`;
    if (!from.startsWith('/') || !to.startsWith('/')) throw new Error(`${name}: both paths must start with "/"`);
    if (seen.has(strip(from))) throw new Error(`${name}: ${from} is redirected twice`);
    seen.add(strip(from));
    if (known.has(strip(from))) throw new Error(`${name}: ${from} is a page of the site; the redirect would hide it`);
    const target = to.split('#')[0]!;
    if (!known.has(strip(target))) throw new Error(`${name}: ${target} is not a page of the site`);
    const source = `${baseUrl.replace(/\/$/, '')}${strip(from)}`;
    const destination = `${baseUrl.replace(/\/$/, '')}${to}`;
    files.set(`${strip(from).slice(1)}/index.html`, redirectPage(destination, favicon));
    lines.push(`${source} ${destination} 301`);
  }
  if (lines.length > 0) files.set('_redirects', `${lines.join('\n')}\n`);
  return files;
}
