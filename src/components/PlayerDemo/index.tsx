import React, {useMemo, useState} from 'react';
import DemoPlayer from '@site/src/components/DemoPlayer';
import {NameCard, type NameCardProps} from './NameCard';
import forms from '@site/src/css/forms.module.css';
import styles from './styles.module.css';

const NAME_MAX = 24;

/** The /player page demo: type a name, pick a color, and the playing video follows along. */
export default function PlayerDemo() {
  const [name, setName] = useState('Ada');
  const [color, setColor] = useState('#0b84f3');
  const inputProps = useMemo<NameCardProps>(() => ({name, color}), [name, color]);

  return (
    <div className={styles.demo}>
      <form
        className={styles.controls}
        onSubmit={(event) => event.preventDefault()}
        aria-label="Video properties"
      >
        <label className={styles.field}>
          <span>Your name</span>
          <input
            className={forms.textInput}
            type="text"
            value={name}
            maxLength={NAME_MAX}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
            data-testid="player-demo-name"
          />
        </label>
        <label className={styles.field}>
          <span>Background color</span>
          <span className={styles.colorRow}>
            <input
              type="color"
              value={color}
              onChange={(event) => setColor(event.target.value)}
              data-testid="player-demo-color"
            />
            <code>{color}</code>
          </span>
        </label>
        <p className={styles.hint}>
          Both fields feed the composition&apos;s props. Nothing is re-rendered to a file: the Player draws
          the next frame with the new values.
        </p>
      </form>
      <DemoPlayer
        component={NameCard}
        inputProps={inputProps}
        compositionWidth={1280}
        compositionHeight={720}
        fps={30}
        durationInFrames={120}
        label="Live preview of the greeting video"
        autoPlay
      />
    </div>
  );
}
