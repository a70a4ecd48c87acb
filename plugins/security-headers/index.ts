/**
 * Security headers for static hosts: after the build, writes `build/_headers` (Netlify and
 * Cloudflare Pages read it; the README gives the same headers for nginx) with a
 * Content-Security-Policy that the built pages satisfy. Its script hashes are computed here
 * from the built HTML, since one inline script names the hashed entry file and changes with
 * every build. scripts/serve-build.mjs serves the file, so end-to-end tests run under it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {headerRules, inlineScriptHashes, type ServiceSources} from './csp';
import {formatHeadersFile} from './headersFile.mjs';

export type SecurityHeadersOptions = {
  /** Hosts of the configured third-party services (config/securityHeaders.ts). */
  services: ServiceSources;
  /** Top-level paths other sites may frame, and the `frame-ancestors` sources they allow. */
  framable: {paths: string[]; ancestors: string[]};
};

/** Cloudflare Pages reads at most this many rules; Netlify has no such limit. */
const MAX_RULES = 100;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

export default function securityHeadersPlugin(_context: LoadContext, options: SecurityHeadersOptions): Plugin {
  return {
    name: 'docusaurus-plugin-security-headers',
    async postBuild({outDir}) {
      const hashes = new Set<string>();
      for (const file of await htmlFiles(outDir)) {
        for (const hash of inlineScriptHashes(await fs.readFile(file, 'utf8'))) hashes.add(hash);
      }
      const entries = (await fs.readdir(outDir, {withFileTypes: true})).map((entry) => ({name: entry.name, directory: entry.isDirectory()}));
      const rules = headerRules({entries, scriptHashes: [...hashes], services: options.services, framable: options.framable});
      if (rules.length > MAX_RULES) {
        console.warn(`[security-headers] _headers has ${rules.length} rules; Cloudflare Pages reads only the first ${MAX_RULES}.`);
      }
      await fs.writeFile(path.join(outDir, '_headers'), formatHeadersFile(rules));
    },
  };
}
