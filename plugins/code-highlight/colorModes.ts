/**
 * One Prism theme for both colour modes: every colour (and font style) of the theme is a CSS custom
 * property, and the light and dark values of those properties are a style sheet keyed by the page's
 * `data-theme` attribute (`colorModeCss`, shipped by this plugin as a client module).
 *
 * The theme's CodeBlock writes the Prism theme as inline styles. With one theme per mode, the
 * server can only write the default mode's colours, so a visitor in the other mode saw them until
 * the page hydrated and every code block rendered again with the other theme. With this theme the
 * inline styles are the same in both modes (`color:var(--code-keyword)`), the colour mode script
 * sets `data-theme` before the first paint, and nothing in a code block changes when the page
 * hydrates or the mode is switched: the browser only resolves the variables differently.
 *
 * `themeForBothModes` gives every token type that either theme styles one entry whose properties
 * are variables. A property that only one mode's theme sets for a type is written `var(--name,)`
 * and its variable is left unset in the other mode: there a token shows what it would without that
 * type's style. For a token of several types (`tag punctuation`), client/highlight.tsx merges such
 * a value over the earlier types' one as its fallback (`var(--code-punctuation,var(--code-tag))`),
 * the way the original theme's later type leaves the earlier one's colour in place when it has none.
 * Entries limited to some languages (`languages: ['markup']`) become entries for those languages
 * with their own variables. `__tests__/colorModes.test.ts` resolves every token type combination of
 * the site's code in both modes and compares with what each original theme gives.
 */
import type {PrismTheme} from 'prism-react-renderer';

/** A Prism theme as this module reads it: any style values. */
export type CodeTheme = {plain: Record<string, unknown>; styles: {types: string[]; style: Record<string, unknown>; languages?: string[]}[]};
type Style = Record<string, string>;
type ThemeEntry = {types: string[]; style: Style; languages?: string[]};
/** Custom property name → value, for one mode. */
export type CodeColorValues = Record<string, string>;
export type CodeColorModes = {light: CodeColorValues; dark: CodeColorValues};

/**
 * The token style properties a variable can carry: inherited ones, so that an unset variable shows
 * what the line around the token has. `opacity: 1` is the same as no opacity and is left out. Any
 * other property fails the build, naming it.
 */
const TOKEN_PROPERTIES = new Set(['color', 'fontStyle', 'fontWeight']);

const IDENT = /^[a-z][a-z0-9-]*$/;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `--code-keyword`, `--code-comment-font-style`, `--code-markup-tag`. */
export function variableName(type: string, property: string, language?: string): string {
  for (const part of [type, language ?? 'x']) {
    if (!IDENT.test(part)) throw new Error(`code-highlight: "${part}" cannot be part of a CSS custom property name`);
  }
  return `--code-${language ? `${language}-` : ''}${type}${property === 'color' ? '' : `-${kebab(property)}`}`;
}

/** The style of each token type, merged over the theme's entries in order, as the theme's Highlight does it. */
function styleByType(theme: CodeTheme, language: string | undefined): Map<string, Record<string, string>> {
  const byType = new Map<string, Record<string, string>>();
  for (const entry of theme.styles) {
    if (entry.languages && (language === undefined || !entry.languages.includes(language))) continue;
    for (const type of entry.types) {
      const merged = {...byType.get(type)};
      for (const [property, value] of Object.entries(entry.style)) {
        if (value === undefined) continue;
        if (property === 'opacity' && Number(value) === 1) continue;
        if (!TOKEN_PROPERTIES.has(property)) {
          throw new Error(`code-highlight: the code theme styles "${type}" with "${property}", which themeForBothModes cannot turn into a variable (an inherited property can be added to TOKEN_PROPERTIES)`);
        }
        merged[property] = String(value);
      }
      byType.set(type, merged);
    }
  }
  return byType;
}

/**
 * The entries for one language scope (undefined: every language), with their variables' values in
 * each mode. `base` is the scope's generic styles: a language's entry is written only for the
 * types whose style differs there from the generic one.
 */
function scopeEntries(
  modes: {light: Map<string, Record<string, string>>; dark: Map<string, Record<string, string>>},
  language: string | undefined,
  base?: {light: Map<string, Record<string, string>>; dark: Map<string, Record<string, string>>},
): {entries: ThemeEntry[]; values: CodeColorModes} {
  const entries: ThemeEntry[] = [];
  const values: CodeColorModes = {light: {}, dark: {}};
  const types = [...new Set([...modes.light.keys(), ...modes.dark.keys()])];
  for (const type of types) {
    const light = modes.light.get(type) ?? {};
    const dark = modes.dark.get(type) ?? {};
    if (base && JSON.stringify(light) === JSON.stringify(base.light.get(type) ?? {}) && JSON.stringify(dark) === JSON.stringify(base.dark.get(type) ?? {})) {
      continue;
    }
    const properties = [...new Set([...Object.keys(light), ...Object.keys(dark)])];
    if (properties.length === 0) continue;
    const style: Style = {};
    for (const property of properties) {
      const name = variableName(type, property, language);
      const [inLight, inDark] = [light[property], dark[property]];
      style[property] = inLight !== undefined && inDark !== undefined ? `var(${name})` : `var(${name},)`;
      if (inLight !== undefined) values.light[name] = inLight;
      if (inDark !== undefined) values.dark[name] = inDark;
    }
    entries.push({types: [type], style, ...(language ? {languages: [language]} : {})});
  }
  return {entries, values};
}

/** The plain colours, as variables. */
const PLAIN: Record<string, string> = {color: '--code-color', backgroundColor: '--code-background'};

/**
 * One theme whose styles are variables, and the variables' values in each mode. The theme is typed
 * as prism-react-renderer's, whose type lists keywords for `fontStyle`: a `var()` is as valid there
 * in the inline style the theme becomes.
 */
export function themeForBothModes(light: CodeTheme, dark: CodeTheme): {theme: PrismTheme; values: CodeColorModes} {
  const values: CodeColorModes = {light: {}, dark: {}};
  const plain: Style = {};
  for (const [property, name] of Object.entries(PLAIN)) {
    const [l, d] = [light.plain[property], dark.plain[property]];
    if (l === undefined && d === undefined) continue;
    plain[property] = `var(${name})`;
    values.light[name] = String(l ?? 'inherit');
    values.dark[name] = String(d ?? 'inherit');
  }
  for (const property of Object.keys({...light.plain, ...dark.plain})) {
    if (!(property in PLAIN)) throw new Error(`code-highlight: the code theme's plain style has "${property}", which themeForBothModes does not carry`);
  }

  const generic = {light: styleByType(light, undefined), dark: styleByType(dark, undefined)};
  const scopes = [scopeEntries(generic, undefined)];
  const languages = [...new Set([...light.styles, ...dark.styles].flatMap((entry) => entry.languages ?? []))];
  for (const language of languages) {
    const scoped = {light: styleByType(light, language), dark: styleByType(dark, language)};
    scopes.push(scopeEntries(scoped, language, generic));
  }
  for (const scope of scopes) {
    Object.assign(values.light, scope.values.light);
    Object.assign(values.dark, scope.values.dark);
  }
  const theme: {plain: Style; styles: ThemeEntry[]} = {plain, styles: scopes.flatMap((scope) => scope.entries)};
  return {theme: theme as PrismTheme, values};
}

/** The style sheet that gives the variables their values in each mode. */
export function colorModeCss({light, dark}: CodeColorModes): string {
  const block = (mode: string, values: CodeColorValues) =>
    `[data-theme='${mode}'] {\n${Object.entries(values)
      .map(([name, value]) => `  ${name}: ${value};`)
      .join('\n')}\n}\n`;
  return `/* Code colours of each mode (plugins/code-highlight/colorModes.ts), generated from config/prismThemes.ts. */\n${block('light', light)}${block('dark', dark)}`;
}
