/**
 * The server bundle written with `\uXXXX` escapes in place of the characters above U+00FF, so its
 * source is a one-byte string in the render workers.
 *
 * V8 keeps a string in one byte per character when every character fits in Latin-1, and in two
 * otherwise. The server bundle is one file of about 15 MB (see SERVER_PARSER in index.ts), and each
 * render worker reads it into a string and keeps that string as the source of the code it runs. A
 * few hundred characters of it (box-drawing characters in code samples, dashes, arrows, emoji)
 * would make the whole string two-byte: 30 MB in each worker instead of 15.
 *
 * An escape means the same character everywhere these characters occur in the bundle: string and
 * template literals, regular expressions, identifiers and comments. A character that follows an
 * odd run of backslashes is an escaped character (`\─` is `─`): the backslash that escaped it
 * goes, as `\u2500` needs none. Characters outside the Basic Multilingual Plane become their two
 * surrogate escapes, which strings and regular expressions (with or without the `u` flag) read as
 * the same character. What an escape would change is the raw text of a template literal
 * (`String.raw`); the build's pages are the check that nothing rendered reads it: the site built
 * with and without this plugin is the same, file for file.
 */
import {rewriteAssets, type AssetCompiler} from './rewriteAssets';

const NAME = 'bundler-settings-one-byte-source';

/** A run of backslashes followed by one UTF-16 code unit above U+00FF. */
const WIDE_CHARACTER = /(\\*)([\u0100-\uffff])/g;

export function escapeWideCharacters(code: string): string {
  return code.replace(WIDE_CHARACTER, (_all, backslashes: string, character: string) => {
    const kept = backslashes.length % 2 === 1 ? backslashes.slice(1) : backslashes;
    return `${kept}\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** Runs escapeWideCharacters on every JavaScript file of the compilation that has such characters. */
export class OneByteSourcePlugin {
  apply(compiler: AssetCompiler<'PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE'>): void {
    rewriteAssets(compiler, {
      name: NAME,
      stage: 'PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE',
      select: (files) => files.filter((file) => /\.js$/.test(file)),
      rewrite: escapeWideCharacters,
    });
  }
}
