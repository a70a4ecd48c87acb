/** The two scenes the transition previews move between: a blue "A" and an orange "B" (flat colours or gradients). */
import React from 'react';
import {AbsoluteFill} from 'remotion';
import {linearTiming, TransitionSeries, type TransitionPresentation, type TransitionPresentationComponentProps} from '@remotion/transitions';
import {STAGE} from './frame';
import {FLAT_SCENES, type SceneBackgrounds} from './presentationSpecs';

const sceneStyle = (background: string): React.CSSProperties => ({
  background,
  justifyContent: 'center',
  alignItems: 'center',
  color: '#fff',
  fontFamily: 'system-ui, sans-serif',
  fontWeight: 800,
  fontSize: 160,
});

export function SceneA({background = FLAT_SCENES[0]}: {background?: string}) {
  return <AbsoluteFill style={sceneStyle(background)}>A</AbsoluteFill>;
}

export function SceneB({background = FLAT_SCENES[1]}: {background?: string}) {
  return <AbsoluteFill style={sceneStyle(background)}>B</AbsoluteFill>;
}

type AnyPresentation = TransitionPresentation<Record<string, unknown>>;

/** Frames of each scene; the transition overlaps them. */
export const SCENE_FRAMES = 60;

type ScenesProps = {presentation: AnyPresentation; durationInFrames: number; backgrounds?: SceneBackgrounds};

/** What the Player plays: scene A, the transition over `durationInFrames` of linearTiming, scene B. */
export function TransitionScenes({presentation, durationInFrames, backgrounds = FLAT_SCENES}: ScenesProps) {
  return (
    <AbsoluteFill style={{backgroundColor: STAGE}}>
      <TransitionSeries>
        <TransitionSeries.Sequence durationInFrames={SCENE_FRAMES}>
          <SceneA background={backgrounds[0]} />
        </TransitionSeries.Sequence>
        <TransitionSeries.Transition presentation={presentation} timing={linearTiming({durationInFrames})} />
        <TransitionSeries.Sequence durationInFrames={SCENE_FRAMES}>
          <SceneB background={backgrounds[1]} />
        </TransitionSeries.Sequence>
      </TransitionSeries>
    </AbsoluteFill>
  );
}

/**
 * Both scenes wrapped by a presentation at one progress, stacked as TransitionSeries stacks
 * them (the entering scene on top), without the Player: the still of the server HTML. An SVG
 * foreignObject scales the 640×360 HTML frame with the page, without script.
 */
type StillProps = {
  presentation: AnyPresentation;
  progress: number;
  durationInFrames: number;
  width: number;
  height: number;
  /** SVG drawn over the scenes (the timing previews' plot). */
  children?: React.ReactNode;
};

export function PresentationStill({presentation, progress, durationInFrames, width, height, children}: StillProps) {
  const Wrapper = presentation.component as React.ComponentType<TransitionPresentationComponentProps<Record<string, unknown>>>;
  const common = {
    presentationProgress: progress,
    passedProps: presentation.props,
    presentationDurationInFrames: durationInFrames,
    onElementImage: () => undefined,
    onUnmount: () => undefined,
    bothEnteringAndExiting: false,
  };
  return (
    <svg viewBox={`0 0 ${width} ${height}`} width="100%" style={{display: 'block'}} aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg">
      <foreignObject x={0} y={0} width={width} height={height}>
        <div style={{position: 'relative', width, height, overflow: 'hidden'}}>
          <Wrapper {...common} presentationDirection="exiting">
            <SceneA />
          </Wrapper>
          <Wrapper {...common} presentationDirection="entering">
            <SceneB />
          </Wrapper>
        </div>
      </foreignObject>
      {children}
    </svg>
  );
}
