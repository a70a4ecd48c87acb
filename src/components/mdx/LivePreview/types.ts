/**
 * What a live preview is made of. A preview family ("kind": shapes, presentations, timings,
 * motion helpers) is one module in ./kinds that turns a variant name into a PreviewDefinition;
 * the generic parts (controls, Player, code panel, still frame) only read this shape.
 */
import type {ComponentType} from 'react';

/** A setting's value: what a control edits and what the code generator prints. */
export type SettingValue = number | string | boolean;
export type Settings = Record<string, SettingValue>;

type ControlBase = {
  /** The key in Settings, usually the API's own prop or option name. */
  key: string;
  /** The visible label, and the control's accessible name. */
  label: string;
};

export type Control =
  | (ControlBase & {type: 'range'; min: number; max: number; step: number})
  | (ControlBase & {type: 'select'; options: readonly string[]})
  | (ControlBase & {type: 'toggle'})
  | (ControlBase & {type: 'color'});

/** Props of a preview's frame renderer: the same function draws the Player's frames and the server's still. */
export type FrameProps = {settings: Settings; frame: number};

export type PreviewDefinition = {
  /** Settings on the first render (and in the server HTML). */
  defaults: Settings;
  controls: readonly Control[];
  /** The code a reader would write for these settings (TSX). */
  code: (settings: Settings) => string;
  /** A sentence saying what the frame shows, for screen readers and as the caption. */
  describe: (settings: Settings) => string;
  /** What the Player plays: a composition component that receives `{settings}` as input props. */
  Composition: ComponentType<{settings: Settings}>;
  /** Renders one frame without the Player (no Remotion context): the still of the server HTML. */
  Still: ComponentType<FrameProps>;
  /** The frame the still shows. */
  stillFrame: number | ((settings: Settings) => number);
  durationInFrames: number | ((settings: Settings) => number);
  fps: number;
  width: number;
  height: number;
  /**
   * For a preview that draws with a browser API not every browser has: checked in the browser
   * after hydration; where it is false the Player is not loaded, the still stays (the controls
   * still change the code) and `note` says what is missing and how to get it.
   */
  needs?: {isSupported: () => boolean; note: string};
};

/** A kind module: the variants it knows and their definitions. */
export type PreviewKind = {
  variants: readonly string[];
  get: (variant: string) => PreviewDefinition | undefined;
};

export const resolveNumber = (value: number | ((settings: Settings) => number), settings: Settings): number =>
  typeof value === 'function' ? value(settings) : value;
