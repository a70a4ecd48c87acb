/**
 * Highlighting for the code a preview generates, without Prism. The code comes from our own
 * generators (./code.ts), so a small lexer that knows their forms (imports, `const`, calls,
 * object literals, JSX elements with attributes) is enough. It gives tokens in the model of
 * plugins/code-highlight (Prism's type names), which the theme's CodeBlock renders with the
 * site's Prism theme once they are registered for that exact code.
 */
import type {PackedLines, Token} from '../../../../lib/codeTokens';

const KEYWORDS = new Set(['import', 'from', 'export', 'const', 'let', 'return', 'type', 'new', 'as']);
const LITERALS = new Set(['true', 'false', 'null', 'undefined']);

/** Splits generated TSX into lines of typed tokens; the tokens of a line spell the line exactly. */
export function lexCode(code: string): Token[][] {
  const lines: Token[][] = [[]];
  const push = (content: string, ...types: string[]) => {
    const parts = content.split('\n');
    parts.forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part) lines[lines.length - 1]!.push({types: types.length ? types : ['plain'], content: part});
    });
  };
  // JSX state: inside an opening or closing tag (`<Star ... />`), and the brace depth of an
  // expression attribute (`points={5}`), where ordinary script rules apply.
  let inTag = false;
  let braceDepth = 0;
  let i = 0;
  while (i < code.length) {
    const rest = code.slice(i);
    const ch = code[i]!;
    let match: RegExpMatchArray | null;
    if ((match = rest.match(/^\/\/[^\n]*/))) {
      push(match[0], 'comment');
    } else if ((match = rest.match(/^\s+/))) {
      push(match[0]);
    } else if ((match = rest.match(/^(['"])(?:\\.|(?!\1)[^\\\n])*\1/))) {
      push(match[0], ...(inTag && braceDepth === 0 ? ['tag', 'attr-value'] : ['string']));
    } else if (!inTag || braceDepth > 0 ? (match = rest.match(/^<\/?(?=[A-Za-z])/)) && !/[\w)\]]\s*$/.test(code.slice(0, i)) : false) {
      // `<` starts a tag where an operand is expected (not `a < b`).
      push(match![0], 'tag', 'punctuation');
      const name = code.slice(i + match![0].length).match(/^[A-Za-z][\w.]*/)![0];
      push(name, 'tag', /^[A-Z]/.test(name) ? 'class-name' : 'tag');
      i += match![0].length + name.length;
      inTag = true;
      braceDepth = 0;
      continue;
    } else if (inTag && braceDepth === 0 && (match = rest.match(/^\/?>/))) {
      push(match[0], 'tag', 'punctuation');
      inTag = false;
    } else if (inTag && braceDepth === 0 && (match = rest.match(/^[A-Za-z_][\w-]*/))) {
      push(match[0], 'tag', 'attr-name');
    } else if (inTag && braceDepth === 0 && ch === '=') {
      push(ch, 'tag', 'attr-equals');
    } else if ((match = rest.match(/^-?\d+(?:\.\d+)?(?:e-?\d+)?/)) && !/[\w$]$/.test(code.slice(0, i))) {
      push(match[0], 'number');
    } else if ((match = rest.match(/^[A-Za-z_$][\w$]*/))) {
      const word = match[0];
      const after = code.slice(i + word.length);
      if (KEYWORDS.has(word)) push(word, 'keyword');
      else if (LITERALS.has(word)) push(word, word === 'true' || word === 'false' ? 'boolean' : 'keyword');
      else if (/^\s*\(/.test(after)) push(word, 'function');
      else if (/^[A-Z]/.test(word)) push(word, 'class-name');
      else push(word);
    } else if ((match = rest.match(/^(?:=>|===|!==|[=+\-*/<>!?|&%]+)/))) {
      push(match[0], 'operator');
    } else {
      if (inTag && ch === '{') braceDepth += 1;
      if (inTag && ch === '}') braceDepth -= 1;
      push(ch, 'punctuation');
    }
    i += match ? match[0].length : 1;
  }
  return lines.map((line) => (line.length ? line : [{types: ['plain'], content: '\n', empty: true}]));
}

/**
 * Lines of tokens in the compact form the token registry takes (the same as plugins/code-highlight's
 * packTokens, which is left unused in the browser bundle: this copy only travels with the preview).
 */
export const packLines = (lines: readonly Token[][]): PackedLines =>
  lines.map((line) =>
    line.map((token) => {
      const content = token.empty ? '' : token.content;
      return token.types.length === 1 && token.types[0] === 'plain' ? content : [content, ...token.types];
    }),
  );
