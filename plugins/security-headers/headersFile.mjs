/**
 * The `_headers` file of Netlify and Cloudflare Pages: blocks of a path pattern on its own line
 * followed by indented `Name: value` lines. Both hosts apply every rule whose pattern matches a
 * request and join the values of a header set by several rules with ", ". Plain JavaScript, so
 * that the plugin that writes the file and scripts/serve-build.mjs, which serves the build under
 * it in tests, share one reading of the format.
 */

/** @typedef {{path: string, headers: [string, string][]}} HeaderRule */

/**
 * @param {HeaderRule[]} rules
 * @returns {string}
 */
export function formatHeadersFile(rules) {
  return rules.map((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n\n') + '\n';
}

/**
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({path: line.trim(), headers: []});
      continue;
    }
    const rule = rules[rules.length - 1];
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: a header line outside a rule, or without a colon: "${line}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * Whether a rule's pattern matches a request path: `*` matches anything (a splat, possibly
 * empty), `:name` one path segment, everything else itself.
 * @param {string} pattern
 * @param {string} pathname
 */
export function pathMatches(pattern, pathname) {
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`).test(pathname);
}

/**
 * The headers a host sends for a path: those of every matching rule, in file order, a header
 * named by several rules once with its values joined by ", ".
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, {name: string, values: string[]}>} */
  const headers = new Map();
  for (const rule of rules) {
    if (!pathMatches(rule.path, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const entry = headers.get(key) ?? {name, values: []};
      entry.values.push(value);
      headers.set(key, entry);
    }
  }
  return Object.fromEntries([...headers.values()].map(({name, values}) => [name, values.join(', ')]));
}
