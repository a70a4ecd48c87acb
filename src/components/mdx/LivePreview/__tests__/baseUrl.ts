// Docusaurus' useBaseUrl for unit tests, which render without the site's context: the site's
// baseUrl is '/', so a path stays as it is.
export default function useBaseUrl(path: string): string {
  return path;
}
