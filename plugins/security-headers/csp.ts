import {createHash} from 'node:crypto';
import {Parser} from 'htmlparser2';
import type {HeaderRule} from './headersFile.mjs';

/**
 * The pieces of the site's Content-Security-Policy. Pure functions: the plugin (index.ts) feeds
 * them the built pages and writes the result; the tests feed them strings.
 */

/** Hosts the configured third-party services need, per directive (config/securityHeaders.ts). */
export type ServiceSources = {
  script: string[];
  connect: string[];
  frame: string[];
  img: string[];
};

export const NO_SERVICES: ServiceSources = {script: [], connect: [], frame: [], img: []};

/** Script types a browser runs; data blocks (`application/ld+json`) are not scripts to CSP. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

/**
 * The CSP source (`'sha256-…'`) of every inline script of a page that a browser would run.
 * The text is hashed exactly as written between the tags, which is what browsers hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  let inScript = false;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== 'script' || 'src' in attributes) return;
        const type = (attributes.type ?? '').trim().toLowerCase();
        if (!EXECUTABLE_TYPES.has(type)) return;
        inScript = true;
        text = '';
      },
      ontext(chunk) {
        if (inScript) text += chunk;
      },
      onclosetag(name) {
        if (name !== 'script' || !inScript) return;
        inScript = false;
        hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
      },
    },
    {decodeEntities: false},
  );
  parser.write(html);
  parser.end();
  return hashes;
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * The policy of the site's pages. Scripts: the site's own files and the hashed inline scripts
 * (the colour-mode script and the loader that names the hashed entry file), nothing else
 * inline, no eval. Styles allow inline `style` attributes, which React components set. Images
 * and media may come from any https host: pages show pictures and videos hosted elsewhere, and
 * an image cannot run code. Requests, frames and third-party scripts are the site's own plus
 * the configured services. `frameAncestors` says who may frame the page.
 */
export function contentSecurityPolicy(scriptHashes: string[], services: ServiceSources, frameAncestors: string[]): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // 'report-sample': a violation report carries the start of the refused code, so a test can
    // tell a real inline script from a library's harmless capability probe.
    ['script-src', ["'self'", "'report-sample'", ...unique(scriptHashes).sort(), ...unique(services.script)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...unique(services.img)]],
    ['media-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...unique(services.connect)]],
    ['frame-src', ["'self'", ...unique(services.frame)]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', frameAncestors.length > 0 ? frameAncestors : ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export type BuildEntry = {name: string; directory: boolean};

export type HeaderRulesInput = {
  /** The top-level files and folders of the build. */
  entries: BuildEntry[];
  scriptHashes: string[];
  services: ServiceSources;
  /** Top-level paths that other sites may frame (`/ai-embed`), and who may frame them. */
  framable: {paths: string[]; ancestors: string[]};
};

/**
 * The `_headers` rules. Both hosts apply every matching rule and join a header set twice, and
 * two Content-Security-Policy values are both enforced: a policy on `/*` would forbid framing
 * /ai-embed whatever its own rule said. So the policy is given per top-level entry of the
 * build (`/docs` and `/docs/*`, ...), one set of rules that never overlap, and only headers
 * that are the same everywhere go on `/*`. A path outside every entry is a 404 page, which has
 * no policy but is served with the other headers.
 */
export function headerRules({entries, scriptHashes, services, framable}: HeaderRulesInput): HeaderRule[] {
  for (const path of framable.paths) {
    if (!/^\/[^/*:]+$/.test(path)) throw new Error(`security-headers: a framable path must be one top-level segment, like "/ai-embed" (got "${path}")`);
  }
  const framableNames = new Set(framable.paths.map((path) => path.slice(1)));
  const policy = contentSecurityPolicy(scriptHashes, services, []);
  const embedPolicy = contentSecurityPolicy(scriptHashes, services, framable.ancestors);
  const csp = (value: string): [string, string][] => [['Content-Security-Policy', value]];

  const rules: HeaderRule[] = [
    {
      path: '/*',
      headers: [
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ],
    },
    {path: '/', headers: csp(policy)},
  ];
  const sorted = [...entries].sort((a, b) => a.name.localeCompare(b.name));
  for (const {name, directory} of sorted) {
    if (name === '_headers' || name === 'index.html') continue;
    const headers = csp(framableNames.has(name) ? embedPolicy : policy);
    if (directory) {
      rules.push({path: `/${name}`, headers}, {path: `/${name}/*`, headers});
    } else {
      rules.push({path: `/${name}`, headers});
      if (name.endsWith('.html')) rules.push({path: `/${name.slice(0, -'.html'.length)}`, headers});
    }
  }
  for (const name of framableNames) {
    if (!sorted.some((entry) => entry.name === name)) throw new Error(`security-headers: the framable path "/${name}" is not in the build`);
  }
  return rules;
}
