// The home page demo's composition: a title card whose text, number and colours come from the
// form beside the Player (./index.tsx), so every change shows in the current frame.
import React from 'react';
import {AbsoluteFill, Easing, interpolate, spring, useCurrentFrame, useVideoConfig} from 'remotion';

export type TitleCardProps = {
  title: string;
  count: number;
  accent: string;
  dark: boolean;
};

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** Bar heights derived from the number, so a different number draws a different chart. */
function barsFor(count: number): number[] {
  const out: number[] = [];
  let seed = Math.max(1, Math.round(count)) * 7919;
  for (let i = 0; i < 7; i++) {
    seed = (seed * 48271) % 2147483647;
    out.push(0.25 + (seed % 1000) / 1333);
  }
  return out;
}

export const TitleCard: React.FC<TitleCardProps> = ({title, count, accent, dark}) => {
  const frame = useCurrentFrame();
  const {fps} = useVideoConfig();
  const ink = dark ? '#f8fafc' : '#0f172a';
  const muted = dark ? '#94a3b8' : '#64748b';
  const words = (title.trim() || 'Untitled').split(/\s+/);
  const countUp = interpolate(frame, [20, 80], [0, count], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
    easing: Easing.out(Easing.cubic),
  });
  const underline = spring({frame: frame - 12, fps, config: {damping: 200}});
  const bars = barsFor(count);

  return (
    <AbsoluteFill
      style={{backgroundColor: dark ? '#0f172a' : '#f8fafc', fontFamily: FONT, color: ink, padding: 40}}
    >
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '0 12px',
          maxWidth: 330,
          fontSize: 38,
          fontWeight: 800,
          lineHeight: 1.1,
        }}
      >
        {words.map((word, i) => {
          const enter = spring({frame: frame - i * 4, fps, config: {damping: 14, mass: 0.7}});
          return (
            <span
              key={`${word}-${i}`}
              style={{
                display: 'inline-block',
                transform: `translateY(${(1 - enter) * 40}px)`,
                opacity: enter,
              }}
            >
              {word}
            </span>
          );
        })}
      </div>
      <div
        style={{marginTop: 14, height: 6, width: 160 * underline, borderRadius: 3, backgroundColor: accent}}
      />
      <div style={{position: 'absolute', right: 40, top: 44, textAlign: 'right'}}>
        <div
          style={{
            fontSize: 64,
            fontWeight: 800,
            color: accent,
            fontVariantNumeric: 'tabular-nums',
            lineHeight: 1,
          }}
        >
          {Math.round(countUp).toLocaleString('en-US')}
        </div>
        <div style={{fontSize: 15, color: muted, marginTop: 6}}>counted frame by frame</div>
      </div>
      <div
        style={{
          position: 'absolute',
          left: 40,
          right: 40,
          bottom: 58,
          height: 110,
          display: 'flex',
          alignItems: 'flex-end',
          gap: 12,
        }}
      >
        {bars.map((level, i) => {
          const grow = spring({frame: frame - 30 - i * 5, fps, config: {damping: 16}});
          return (
            <div
              key={i}
              style={{
                flex: 1,
                height: `${level * 100 * grow}%`,
                borderRadius: 6,
                backgroundColor: accent,
                opacity: 0.35 + (i / bars.length) * 0.65,
              }}
            />
          );
        })}
      </div>
      <div
        style={{
          position: 'absolute',
          left: 40,
          right: 40,
          bottom: 22,
          display: 'flex',
          justifyContent: 'space-between',
          fontFamily: MONO,
          fontSize: 13,
          color: muted,
        }}
      >
        <span>640 × 360 · 30 fps</span>
        <span>frame {String(frame).padStart(3, '0')}</span>
      </div>
    </AbsoluteFill>
  );
};
