// The showcase's "code-typing" example: a component typed out character by character, with a
// small built-in highlighter so the composition needs no highlighting package. Loaded on demand
// (./registry.ts).
import React from 'react';
import {AbsoluteFill, interpolate, useCurrentFrame} from 'remotion';

const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

const CODE = `export const Fade = () => {
  const frame = useCurrentFrame();
  const opacity = interpolate(
    frame, [0, 30], [0, 1],
  );
  return <h1 style={{opacity}}>Hi</h1>;
};`;

const KEYWORDS = new Set(['export', 'const', 'return']);
const CHARS_PER_FRAME = 1.2;
const TYPING_END = Math.ceil(CODE.length / CHARS_PER_FRAME);

type Token = {text: string; color: string};

/** A deliberately small highlighter: keywords, function calls, JSX tags, numbers, the rest. */
export function tokenize(code: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /([A-Za-z_]\w*)|(\d+)|(<\/?\w+)|(\s+)|(.)/g;
  for (const match of code.matchAll(pattern)) {
    const [text, word, number, tag] = match;
    let color = '#e2e8f0';
    if (word && KEYWORDS.has(word)) color = '#c084fc';
    else if (word && code[(match.index ?? 0) + word.length] === '(') color = '#60a5fa';
    else if (number) color = '#fbbf24';
    else if (tag) color = '#f472b6';
    tokens.push({text, color});
  }
  return tokens;
}

const TOKENS = tokenize(CODE);

export const CodeTyping: React.FC = () => {
  const frame = useCurrentFrame();
  const visible = Math.min(CODE.length, Math.floor(frame * CHARS_PER_FRAME));
  const cursorOn = frame < TYPING_END || Math.floor(frame / 15) % 2 === 0;
  const captionSwap = interpolate(frame, [TYPING_END + 10, TYPING_END + 25], [0, 1], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });

  let remaining = visible;
  const shown: Token[] = [];
  for (const token of TOKENS) {
    if (remaining <= 0) break;
    shown.push({text: token.text.slice(0, remaining), color: token.color});
    remaining -= token.text.length;
  }

  return (
    <AbsoluteFill style={{backgroundColor: '#0b1020', alignItems: 'center', justifyContent: 'center'}}>
      <div
        style={{
          width: 1000,
          borderRadius: 24,
          backgroundColor: '#141a2e',
          boxShadow: '0 30px 80px rgba(0,0,0,0.45)',
          overflow: 'hidden',
        }}
      >
        <div style={{display: 'flex', gap: 12, padding: '22px 28px', backgroundColor: '#1b2340'}}>
          {['#f87171', '#fbbf24', '#4ade80'].map((c) => (
            <div key={c} style={{width: 18, height: 18, borderRadius: 9, backgroundColor: c}} />
          ))}
          <div style={{marginLeft: 16, fontFamily: SANS, fontSize: 20, color: '#94a3b8'}}>Fade.tsx</div>
        </div>
        <pre
          style={{
            margin: 0,
            padding: '30px 40px 40px',
            fontFamily: MONO,
            fontSize: 32,
            lineHeight: 1.5,
            minHeight: 380,
          }}
        >
          {shown.map((token, i) => (
            <span key={i} style={{color: token.color}}>
              {token.text}
            </span>
          ))}
          <span
            style={{
              display: 'inline-block',
              width: 3,
              height: 38,
              marginLeft: 2,
              verticalAlign: 'text-bottom',
              backgroundColor: cursorOn ? '#0b84f3' : 'transparent',
            }}
          />
        </pre>
      </div>
      <div
        style={{
          position: 'absolute',
          bottom: 46,
          fontFamily: SANS,
          fontSize: 30,
          color: '#cbd5e1',
          height: 40,
        }}
      >
        <span
          style={{
            position: 'absolute',
            left: '50%',
            transform: 'translateX(-50%)',
            whiteSpace: 'nowrap',
            opacity: 1 - captionSwap,
          }}
        >
          Writing a component…
        </span>
        <span
          style={{
            position: 'absolute',
            left: '50%',
            transform: 'translateX(-50%)',
            whiteSpace: 'nowrap',
            opacity: captionSwap,
          }}
        >
          …that fades in a title over one second.
        </span>
      </div>
    </AbsoluteFill>
  );
};
