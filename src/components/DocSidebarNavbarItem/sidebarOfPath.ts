/**
 * Which docs sidebar a path's page belongs to, with the matching rules of react-router's
 * `matchPath(pathname, {path, exact: true})` for a static path: case-insensitive, trailing slash
 * optional. Built once per plugin's data object, then a map lookup per call.
 */
/** One docs plugin's global data (`useAllDocsData()[pluginId]`): what is read of it. */
export type DocsPluginData = {versions: {docs: {path: string; sidebar?: string}[]}[]};

const normalize = (pathname: string) => (pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname).toLowerCase();

const tables = new WeakMap<object, Map<string, string | undefined>>();

function table(data: DocsPluginData): Map<string, string | undefined> {
  let paths = tables.get(data);
  if (!paths) {
    paths = new Map();
    for (const version of data.versions) {
      // The first doc that matches wins, as in Docusaurus' own lookup.
      for (const doc of version.docs) if (!paths.has(normalize(doc.path))) paths.set(normalize(doc.path), doc.sidebar);
    }
    tables.set(data, paths);
  }
  return paths;
}

export function sidebarOfPath(data: DocsPluginData, pathname: string): string | undefined {
  return table(data).get(normalize(pathname));
}
