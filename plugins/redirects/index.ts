import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {redirectFiles, type Redirect} from './files';

/**
 * Old addresses of pages (config/redirects.ts) keep working on any static host: after the build,
 * each gets a small HTML page that sends the browser on (a meta refresh, with the link written
 * out for anyone whose browser does not follow it), and `build/_redirects` lists them as 301s for
 * hosts that read it (Netlify, Cloudflare Pages). A redirect whose source is a real page, or
 * whose target is not one, stops the build.
 */
export type RedirectsOptions = {redirects: Redirect[]};

export default function redirectsPlugin(context: LoadContext, {redirects}: RedirectsOptions): Plugin {
  return {
    name: 'docusaurus-plugin-redirects',
    async postBuild({outDir, routesPaths, baseUrl}) {
      const {favicon} = context.siteConfig;
      const icon = favicon ? `${baseUrl}${favicon.replace(/^\//, '')}` : undefined;
      for (const [file, content] of redirectFiles(redirects, new Set(routesPaths), baseUrl, icon)) {
        const target = path.join(outDir, file);
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, content);
      }
    },
  };
}
