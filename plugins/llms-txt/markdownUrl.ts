/**
 * Where the Markdown copy of a doc lives: the page URL without its trailing slash, plus ".md".
 *   /docs/player            -> /docs/player.md
 *   /docs/editor-starter/   -> /docs/editor-starter.md
 *   /docs/                  -> /docs.md
 * Shared by the plugin (which writes the files) and the "Copy page" button (which fetches them).
 */
export function markdownPathFor(permalink: string): string {
  const path = permalink.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  return `${path || '/index'}.md`;
}
