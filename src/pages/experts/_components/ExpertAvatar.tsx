import React from 'react';
import {initials} from '@site/src/data/experts';
import styles from './styles.module.css';

const HUES = [211, 262, 152, 24, 340, 190, 45];

/** Initials on a colored disc: we show no photos of the people listed. */
export default function ExpertAvatar({name, size = 'md'}: {name: string; size?: 'md' | 'lg'}) {
  const hue = HUES[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % HUES.length] ?? 211;
  return (
    <span
      className={size === 'lg' ? `${styles.avatar} ${styles.avatarLarge}` : styles.avatar}
      style={{'--avatar-hue': hue} as React.CSSProperties}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}
