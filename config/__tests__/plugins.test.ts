import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {localPlugin, localPluginOrigin} from '../localPlugin';

/**
 * One registration style for local plugins (config/localPlugin.ts): every entry of `plugins` in
 * docusaurus.config.ts is `localPlugin(plugin, options?)`, or a published plugin by package name.
 * Each folder of plugins/ that is a plugin (it has an index.ts) is registered exactly once.
 */

const ROOT = path.resolve(__dirname, '../..');
const CONFIG_FILE = path.join(ROOT, 'docusaurus.config.ts');

/** Folders of plugins/ that are not plugins: code that several plugins share. */
const NOT_PLUGINS = new Set(['shared']);

const pluginFolders = fs
  .readdirSync(path.join(ROOT, 'plugins'), {withFileTypes: true})
  .filter((entry) => entry.isDirectory() && !NOT_PLUGINS.has(entry.name))
  .map((entry) => entry.name)
  .sort();

/** The elements of the `plugins: [...]` array literal of the config's default export, as source. */
function pluginElements(): ts.Expression[] {
  const source = ts.createSourceFile(CONFIG_FILE, fs.readFileSync(CONFIG_FILE, 'utf8'), ts.ScriptTarget.Latest, true);
  let elements: ts.Expression[] | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'plugins' && ts.isArrayLiteralExpression(node.initializer) && !elements) {
      elements = [...node.initializer.elements];
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!elements) throw new Error('docusaurus.config.ts has no `plugins: [...]` array literal');
  return elements;
}

describe('plugin registration', () => {
  it('writes every entry of docusaurus.config.ts as localPlugin(...) or a published plugin', () => {
    const wrong = pluginElements()
      .filter((element) => !(ts.isCallExpression(element) && ['localPlugin', 'blogInstance'].includes(element.expression.getText())))
      .map((element) => element.getText().split('\n')[0]);
    // Not a path string, a bare plugin function, a `[plugin, options]` tuple, a spread array or another factory.
    expect(wrong, 'register each local plugin as localPlugin(plugin, options?) (see config/localPlugin.ts)').toEqual([]);
  });

  it('registers each plugin folder exactly once', async () => {
    const origins = config.plugins!.map(localPluginOrigin).filter((origin) => origin !== undefined);
    const registered: string[] = [];
    for (const folder of pluginFolders) {
      const module = (await import(`../../plugins/${folder}/index.ts`)) as {default: unknown};
      const count = origins.filter((origin) => origin === module.default).length;
      if (count !== 1) registered.push(`plugins/${folder}: registered ${count} times`);
    }
    expect(registered).toEqual([]);
  });

  it('leaves no option of a local plugin in the site config that main.js carries', () => {
    const entries = config.plugins!;
    // Local plugins are closures; published ones are [package name, options].
    for (const entry of entries) {
      if (Array.isArray(entry)) expect(typeof entry[0], JSON.stringify(entry).slice(0, 80)).toBe('string');
      else expect(localPluginOrigin(entry), String(entry)).toBeTypeOf('function');
    }
    const secret = 'not-for-main-js';
    const entry = localPlugin((_context, options: {apiKey: string}) => ({name: `x-${options.apiKey.length}`}), {apiKey: secret});
    expect(JSON.stringify({plugins: [entry]})).toBe('{"plugins":[null]}');
  });

  it('passes the options to the plugin and keeps its result', async () => {
    const entry = localPlugin((context, options: {n: number}) => ({name: `${context.siteDir}:${options.n}`}), {n: 3});
    await expect(Promise.resolve(entry({siteDir: '/site'} as never, {id: 'default'}))).resolves.toEqual({name: '/site:3'});
  });
});
