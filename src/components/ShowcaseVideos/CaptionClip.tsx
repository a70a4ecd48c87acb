// The showcase's "caption-clip" example: words highlighted as they are spoken, from timings shaped
// like a transcription's output. Loaded on demand (./registry.ts).
import React from 'react';
import {AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig} from 'remotion';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Word timings in milliseconds, shaped like the output of a transcription step. */
export type TimedWord = {text: string; startMs: number; endMs: number};

const SCRIPT: Array<[string, number]> = [
  ['Every', 260],
  ['word', 300],
  ['of', 160],
  ['this', 240],
  ['caption', 420],
  ['knows', 320],
  ['the', 160],
  ['exact', 320],
  ['frame', 300],
  ['it', 160],
  ['belongs', 360],
  ['to.', 420],
  ['Change', 340],
  ['a', 140],
  ['timing,', 420],
  ['render', 340],
  ['again.', 520],
];

export const WORDS: TimedWord[] = (() => {
  let t = 300;
  return SCRIPT.map(([text, duration]) => {
    const word = {text, startMs: t, endMs: t + duration};
    t += duration + 40;
    return word;
  });
})();

const WORDS_PER_PAGE = 4;

export const CaptionClip: React.FC = () => {
  const frame = useCurrentFrame();
  const {fps, height} = useVideoConfig();
  const ms = (frame / fps) * 1000;
  const activeIndex = WORDS.findIndex((w) => ms >= w.startMs && ms < w.endMs + 40);
  const lastStarted = WORDS.reduce((last, w, i) => (ms >= w.startMs ? i : last), -1);
  const pageIndex = Math.max(0, Math.floor(Math.max(lastStarted, 0) / WORDS_PER_PAGE));
  const page = WORDS.slice(pageIndex * WORDS_PER_PAGE, pageIndex * WORDS_PER_PAGE + WORDS_PER_PAGE);
  const pageStart = page[0]?.startMs ?? 0;
  const enter = spring({frame: frame - Math.round((pageStart / 1000) * fps), fps, config: {damping: 14}});

  return (
    <AbsoluteFill style={{background: 'linear-gradient(180deg, #312e81 0%, #0f172a 70%)', fontFamily: FONT}}>
      <div
        style={{
          position: 'absolute',
          top: height * 0.16,
          left: 0,
          right: 0,
          display: 'flex',
          justifyContent: 'center',
          gap: 18,
          alignItems: 'center',
          height: 260,
        }}
      >
        {new Array(15).fill(true).map((_, i) => {
          const level = activeIndex === -1 ? 0.15 : 0.3 + 0.7 * Math.abs(Math.sin(frame / 3 + i * 0.9));
          return (
            <div
              key={i}
              style={{width: 26, height: 40 + 220 * level, borderRadius: 13, backgroundColor: '#a5b4fc'}}
            />
          );
        })}
      </div>
      <div
        style={{
          position: 'absolute',
          top: height * 0.55,
          left: 80,
          right: 80,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: '10px 26px',
          transform: `translateY(${interpolate(enter, [0, 1], [60, 0])}px)`,
          opacity: enter,
        }}
      >
        {page.map((word) => {
          const index = WORDS.indexOf(word);
          const active = index === activeIndex;
          const spoken = ms >= word.startMs;
          return (
            <span
              key={index}
              style={{
                fontSize: 116,
                fontWeight: 900,
                textTransform: 'uppercase',
                color: active ? '#facc15' : spoken ? 'white' : 'rgba(255,255,255,0.45)',
                transform: `scale(${active ? 1.08 : 1})`,
                WebkitTextStroke: '4px #0f172a',
                paintOrder: 'stroke',
              }}
            >
              {word.text}
            </span>
          );
        })}
      </div>
    </AbsoluteFill>
  );
};
