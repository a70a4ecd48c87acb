/** A value-over-frames plot drawn as SVG: the curve, guides at 0 and 1, and the current frame. */
import React from 'react';
import {INK, MUTED} from './frame';

type Box = {x: number; y: number; width: number; height: number};

/** The vertical range shown: 0 to 1, widened to fit overshoot. */
export function valueDomain(samples: readonly number[]): [number, number] {
  const low = Math.min(0, ...samples);
  const high = Math.max(1, ...samples);
  const pad = (high - low) * 0.08;
  return [low - pad, high + pad];
}

export function Plot({samples, frame, box, color = '#0b84f3'}: {samples: readonly number[]; frame: number; box: Box; color?: string}) {
  const [low, high] = valueDomain(samples);
  const last = Math.max(1, samples.length - 1);
  const px = (f: number) => box.x + (f / last) * box.width;
  const py = (v: number) => box.y + box.height - ((v - low) / (high - low)) * box.height;
  const d = samples.map((v, f) => `${f === 0 ? 'M' : 'L'}${px(f).toFixed(1)} ${py(v).toFixed(1)}`).join(' ');
  const current = Math.min(Math.max(0, Math.round(frame)), samples.length - 1);
  const value = samples[current] ?? 0;
  return (
    <g>
      <rect x={box.x} y={box.y} width={box.width} height={box.height} fill="none" stroke={MUTED} strokeOpacity={0.35} />
      {[0, 1].map((guide) => (
        <g key={guide}>
          <line x1={box.x} x2={box.x + box.width} y1={py(guide)} y2={py(guide)} stroke={MUTED} strokeDasharray="4 4" strokeOpacity={0.6} />
          <text x={box.x - 6} y={py(guide) + 4} fill={MUTED} fontSize={12} textAnchor="end" fontFamily="system-ui, sans-serif">
            {guide}
          </text>
        </g>
      ))}
      <path d={d} fill="none" stroke={color} strokeWidth={3} strokeLinejoin="round" data-testid="live-preview-curve" />
      <line x1={px(current)} x2={px(current)} y1={box.y} y2={box.y + box.height} stroke={INK} strokeOpacity={0.35} />
      <circle cx={px(current)} cy={py(value)} r={6} fill={INK} />
    </g>
  );
}
