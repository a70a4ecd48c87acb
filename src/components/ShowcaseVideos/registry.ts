import type {ComponentType} from 'react';
import type {ShowcaseDemoId} from '../../data/showcase';

/**
 * The compositions that showcase examples play. Each loads on demand, so the showcase page
 * ships only posters until a visitor presses play.
 */
export const showcaseVideoLoaders: Record<ShowcaseDemoId, () => Promise<ComponentType>> = {
  countdown: () => import('./Countdown').then((m) => m.Countdown),
  'sorting-bars': () => import('./SortingBars').then((m) => m.SortingBars),
  'caption-clip': () => import('./CaptionClip').then((m) => m.CaptionClip),
  'code-typing': () => import('./CodeTyping').then((m) => m.CodeTyping),
};

export const showcaseVideoIds = Object.keys(showcaseVideoLoaders) as ShowcaseDemoId[];
