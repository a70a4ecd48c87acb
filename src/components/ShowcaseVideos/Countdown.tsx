// The showcase's "countdown" example: 3, 2, 1, Launch, one Sequence per beat, each popping in
// with a spring while a ring closes around it. Loaded on demand (./registry.ts).
import React from 'react';
import {
  AbsoluteFill,
  interpolate,
  interpolateColors,
  Sequence,
  spring,
  useCurrentFrame,
  useVideoConfig,
} from 'remotion';

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const BEAT = 30;
const LABELS = ['3', '2', '1', 'Launch'];

const Beat: React.FC<{label: string; hue: string}> = ({label, hue}) => {
  const frame = useCurrentFrame();
  const {fps, width} = useVideoConfig();
  const pop = spring({frame, fps, config: {damping: 12, mass: 0.6}});
  const ring = interpolate(frame, [0, BEAT], [0, 1], {extrapolateRight: 'clamp'});
  const radius = width * 0.3;
  const circumference = 2 * Math.PI * radius;
  const fadeOut = interpolate(frame, [BEAT - 6, BEAT], [1, 0], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });
  const isWord = label.length > 1;
  return (
    <AbsoluteFill style={{alignItems: 'center', justifyContent: 'center', opacity: isWord ? 1 : fadeOut}}>
      <svg width={width} height={width} style={{position: 'absolute'}}>
        <circle
          cx={width / 2}
          cy={width / 2}
          r={radius}
          fill="none"
          stroke="rgba(255,255,255,0.18)"
          strokeWidth={18}
        />
        <circle
          cx={width / 2}
          cy={width / 2}
          r={radius}
          fill="none"
          stroke={hue}
          strokeWidth={18}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - ring)}
          transform={`rotate(-90 ${width / 2} ${width / 2})`}
        />
      </svg>
      <div
        style={{
          fontFamily: FONT,
          fontWeight: 800,
          fontSize: isWord ? 170 : 360,
          color: 'white',
          transform: `scale(${0.4 + pop * 0.6})`,
          letterSpacing: isWord ? -4 : 0,
        }}
      >
        {label}
      </div>
    </AbsoluteFill>
  );
};

export const Countdown: React.FC = () => {
  const frame = useCurrentFrame();
  const background = interpolateColors(frame, [0, 45, 90, 120], ['#1e1b4b', '#0c4a6e', '#064e3b', '#0b84f3']);
  const hues = ['#f59e0b', '#38bdf8', '#4ade80', '#ffffff'];
  return (
    <AbsoluteFill style={{backgroundColor: background}}>
      {LABELS.map((label, i) => (
        <Sequence key={label} from={i * BEAT} durationInFrames={BEAT} layout="none">
          <Beat label={label} hue={hues[i] ?? '#ffffff'} />
        </Sequence>
      ))}
    </AbsoluteFill>
  );
};
