// The showcase's "sorting-bars" example: bubble sort drawn one comparison at a time. The steps are
// computed up front (bubbleSortSteps), so any frame is drawn without replaying the sort.
// Loaded on demand (./registry.ts).
import React from 'react';
import {AbsoluteFill, Easing, interpolate, useCurrentFrame, useVideoConfig} from 'remotion';

/** One comparison of bubble sort: the array before it, the pair compared and whether it swaps. */
export type SortStep = {before: number[]; index: number; swap: boolean; sortedFrom: number};

/** Every comparison bubble sort makes on `values`, in order. Pure, so a frame maps to a step. */
export function bubbleSortSteps(values: readonly number[]): SortStep[] {
  const array = [...values];
  const steps: SortStep[] = [];
  for (let end = array.length - 1; end > 0; end--) {
    for (let i = 0; i < end; i++) {
      const left = array[i] as number;
      const right = array[i + 1] as number;
      const swap = left > right;
      steps.push({before: [...array], index: i, swap, sortedFrom: end + 1});
      if (swap) {
        array[i] = right;
        array[i + 1] = left;
      }
    }
  }
  return steps;
}

const VALUES = [7, 3, 11, 1, 9, 5, 12, 2, 8, 4, 10, 6];
const STEPS = bubbleSortSteps(VALUES);
const SORTED = [...VALUES].sort((a, b) => a - b);
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export const SortingBars: React.FC = () => {
  const frame = useCurrentFrame();
  const {width, height, durationInFrames} = useVideoConfig();
  const framesForSorting = durationInFrames - 45;
  const framesPerStep = framesForSorting / STEPS.length;
  const stepIndex = Math.floor(frame / framesPerStep);
  const done = stepIndex >= STEPS.length;
  const step = done ? null : (STEPS[stepIndex] ?? null);
  const progress = done ? 1 : (frame - stepIndex * framesPerStep) / framesPerStep;
  const order = step ? step.before : SORTED;
  const sortedFrom = step ? step.sortedFrom : 0;
  const swaps = STEPS.slice(0, Math.min(stepIndex, STEPS.length)).filter((s) => s.swap).length;

  const left = 140;
  const slot = (width - left * 2) / VALUES.length;
  const barWidth = slot * 0.72;
  const baseline = height - 110;
  const unit = (height - 300) / 12;
  const slide = interpolate(progress, [0.25, 0.85], [0, 1], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
    easing: Easing.inOut(Easing.cubic),
  });
  const celebrate = interpolate(frame, [framesForSorting, framesForSorting + 20], [0, 1], {
    extrapolateLeft: 'clamp',
    extrapolateRight: 'clamp',
  });

  return (
    <AbsoluteFill style={{backgroundColor: '#0f172a', fontFamily: FONT, color: 'white'}}>
      <div style={{position: 'absolute', top: 48, left, fontSize: 44, fontWeight: 700}}>Bubble sort</div>
      <div style={{position: 'absolute', top: 58, right: left, fontSize: 28, color: '#94a3b8'}}>
        {Math.min(stepIndex, STEPS.length)} comparisons · {swaps} swaps
      </div>
      {order.map((value, position) => {
        let x = position;
        if (step && step.swap && position === step.index) x = position + slide;
        if (step && step.swap && position === step.index + 1) x = position - slide;
        const compared = step !== null && (position === step.index || position === step.index + 1);
        const sorted = done || position >= sortedFrom;
        const color = sorted ? '#22c55e' : compared ? '#0b84f3' : '#475569';
        const barHeight = value * unit;
        return (
          <div
            key={value}
            style={{
              position: 'absolute',
              left: left + x * slot + (slot - barWidth) / 2,
              top: baseline - barHeight - (done ? celebrate * 12 * Math.sin(value) ** 2 : 0),
              width: barWidth,
              height: barHeight,
              borderRadius: 10,
              backgroundColor: color,
              display: 'flex',
              alignItems: 'flex-end',
              justifyContent: 'center',
              paddingBottom: 12,
              fontSize: 26,
              fontWeight: 700,
            }}
          >
            {value}
          </div>
        );
      })}
      <div
        style={{
          position: 'absolute',
          left,
          right: left,
          top: baseline + 28,
          fontSize: 26,
          color: '#cbd5e1',
          textAlign: 'center',
        }}
      >
        {done
          ? 'Sorted. Scrub back to replay any swap.'
          : step && step.swap
            ? `${step.before[step.index]} > ${step.before[step.index + 1]}: swap`
            : step
              ? `${step.before[step.index]} ≤ ${step.before[step.index + 1]}: keep`
              : ''}
      </div>
    </AbsoluteFill>
  );
};
