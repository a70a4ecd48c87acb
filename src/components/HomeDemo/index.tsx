import React, {useMemo, useState} from 'react';
import DemoPlayer from '@site/src/components/DemoPlayer';
import {TitleCard, type TitleCardProps} from './TitleCard';
import forms from '@site/src/css/forms.module.css';
import styles from './styles.module.css';

const ACCENTS = [
  {name: 'Blue', value: '#0b84f3'},
  {name: 'Violet', value: '#8b5cf6'},
  {name: 'Green', value: '#16a34a'},
  {name: 'Orange', value: '#f97316'},
  {name: 'Pink', value: '#e11d48'},
];

export const TITLE_MAX = 40;
const COUNT_MAX = 100000;

/**
 * The home page's live demo: a Remotion composition in the Player whose props come from the
 * form next to it. Changing a field re-renders the current frame at once, even while playing.
 */
export default function HomeDemo() {
  const [title, setTitle] = useState('Quarterly report, animated');
  const [count, setCount] = useState(4200);
  const [accent, setAccent] = useState(ACCENTS[0]?.value ?? '#0b84f3');
  const [dark, setDark] = useState(true);
  const inputProps = useMemo<TitleCardProps>(
    () => ({title, count, accent, dark}),
    [title, count, accent, dark],
  );

  return (
    <div className={styles.demo}>
      <DemoPlayer
        component={TitleCard}
        inputProps={inputProps}
        compositionWidth={640}
        compositionHeight={360}
        fps={30}
        durationInFrames={150}
        label="Live preview of the title card"
        autoPlay
        className={styles.player}
      />
      <form
        className={styles.controls}
        onSubmit={(event) => event.preventDefault()}
        aria-label="Video properties"
      >
        <label className={styles.field}>
          <span>Title</span>
          <input
            className={forms.textInput}
            type="text"
            value={title}
            maxLength={TITLE_MAX}
            onChange={(event) => setTitle(event.target.value)}
            data-testid="home-demo-title"
          />
        </label>
        <label className={styles.field}>
          <span>Number to count to</span>
          <input
            className={forms.textInput}
            type="number"
            min={0}
            max={COUNT_MAX}
            step={1}
            value={count}
            onChange={(event) => setCount(Math.min(COUNT_MAX, Math.max(0, Number(event.target.value) || 0)))}
          />
        </label>
        <fieldset className={styles.field}>
          <legend>Accent color</legend>
          <div className={styles.swatches}>
            {ACCENTS.map((option) => (
              <label key={option.value} className={styles.swatch} title={option.name}>
                <input
                  type="radio"
                  name="accent"
                  value={option.value}
                  checked={accent === option.value}
                  onChange={() => setAccent(option.value)}
                />
                <span style={{backgroundColor: option.value}} aria-hidden="true" />
                <span className={styles.srOnly}>{option.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className={styles.check}>
          <input type="checkbox" checked={dark} onChange={(event) => setDark(event.target.checked)} />
          <span>Dark background</span>
        </label>
        <p className={styles.hint}>
          These fields are the component&apos;s props. The same props, sent to a render, produce the same
          frames as an MP4 file.
        </p>
      </form>
    </div>
  );
}
