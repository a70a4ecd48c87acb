/** Play and pause outside the Player's own bar, with the current frame; a Player event listener updates it. */
import React, {useEffect, useState, type RefObject} from 'react';
import type {PlayerRef} from '@remotion/player';

export default function PlaybackButton({playerRef, ready}: {playerRef: RefObject<PlayerRef | null>; ready: boolean}) {
  const [playing, setPlaying] = useState(false);
  const [frame, setFrame] = useState<number | null>(null);
  useEffect(() => {
    const player = playerRef.current;
    if (!ready || !player) return undefined;
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onFrame = ({detail}: {detail: {frame: number}}) => setFrame(detail.frame);
    setPlaying(player.isPlaying());
    setFrame(player.getCurrentFrame());
    player.addEventListener('play', onPlay);
    player.addEventListener('pause', onPause);
    player.addEventListener('frameupdate', onFrame);
    player.addEventListener('seeked', onFrame);
    return () => {
      player.removeEventListener('play', onPlay);
      player.removeEventListener('pause', onPause);
      player.removeEventListener('frameupdate', onFrame);
      player.removeEventListener('seeked', onFrame);
    };
  }, [playerRef, ready]);
  return (
    <div className="lp-actions">
      <button type="button" className="lp-toggle" disabled={!ready} onClick={() => playerRef.current?.toggle()} data-testid="live-preview-toggle" data-playing={playing ? 'true' : 'false'}>
        {playing ? 'Pause preview' : 'Play preview'}
      </button>
      <span data-testid="live-preview-status">{ready && frame !== null ? `Frame ${frame + 1}` : 'Still frame'}</span>
    </div>
  );
}
