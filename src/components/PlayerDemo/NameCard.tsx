import React from 'react';
import {AbsoluteFill, interpolate, spring, useCurrentFrame, useVideoConfig} from 'remotion';

export type NameCardProps = {name: string; color: string};

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Picks dark or light text for a background color given as #rrggbb. */
export function readableTextOn(hex: string): string {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return '#ffffff';
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16) / 255) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.6 ? '#0f172a' : '#ffffff';
}

export const NameCard: React.FC<NameCardProps> = ({name, color}) => {
  const frame = useCurrentFrame();
  const {fps, width, height} = useVideoConfig();
  const text = readableTextOn(color);
  const letters = Array.from(name.trim() || 'you');
  const greet = spring({frame, fps, config: {damping: 200}});
  const orbit = interpolate(frame, [0, 120], [0, Math.PI * 2]);

  return (
    <AbsoluteFill style={{backgroundColor: color, fontFamily: FONT, color: text, overflow: 'hidden'}}>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          style={{
            position: 'absolute',
            width: height * (0.9 + i * 0.35),
            height: height * (0.9 + i * 0.35),
            borderRadius: '50%',
            border: `2px solid ${text}`,
            opacity: 0.12,
            left: width * 0.72 + Math.cos(orbit + i * 2) * 30 - (height * (0.9 + i * 0.35)) / 2,
            top: height * 0.5 + Math.sin(orbit + i * 2) * 30 - (height * (0.9 + i * 0.35)) / 2,
          }}
        />
      ))}
      <AbsoluteFill style={{justifyContent: 'center', padding: '0 90px'}}>
        <div
          style={{
            fontSize: 44,
            fontWeight: 600,
            opacity: greet,
            transform: `translateX(${(1 - greet) * -30}px)`,
          }}
        >
          Hello,
        </div>
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            fontSize: 132,
            fontWeight: 900,
            lineHeight: 1.05,
            letterSpacing: -2,
          }}
        >
          {letters.map((letter, i) => {
            const pop = spring({frame: frame - 8 - i * 3, fps, config: {damping: 10, mass: 0.5}});
            return (
              <span
                key={i}
                style={{
                  display: 'inline-block',
                  whiteSpace: 'pre',
                  transform: `translateY(${(1 - pop) * 80}px) scale(${0.6 + pop * 0.4})`,
                  opacity: Math.min(1, pop * 1.5),
                }}
              >
                {letter}
              </span>
            );
          })}
        </div>
        <div
          style={{
            marginTop: 28,
            fontSize: 28,
            opacity: interpolate(frame, [40, 60], [0, 0.8], {
              extrapolateLeft: 'clamp',
              extrapolateRight: 'clamp',
            }),
          }}
        >
          This frame was drawn by a React component.
        </div>
      </AbsoluteFill>
    </AbsoluteFill>
  );
};
