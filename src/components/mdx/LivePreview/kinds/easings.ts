/** The easing functions the controls offer, evaluated with `remotion`'s Easing (see EASING_NAMES in ../code.ts). */
import {Easing} from 'remotion';
import type {EasingMode, EasingName} from '../code';

type EasingFunction = (t: number) => number;

const BASES: Record<Exclude<EasingName, 'linear' | 'bezier'>, EasingFunction> = {
  ease: Easing.ease,
  quad: Easing.quad,
  cubic: Easing.cubic,
  sin: Easing.sin,
  circle: Easing.circle,
  exp: Easing.exp,
  back: Easing.back(1.7),
  elastic: Easing.elastic(1),
  bounce: Easing.bounce,
};

export function easingFunction(name: EasingName, mode: EasingMode): EasingFunction {
  if (name === 'linear') return Easing.linear;
  if (name === 'bezier') return Easing.bezier(0.33, 1, 0.68, 1);
  return Easing[mode](BASES[name]);
}
