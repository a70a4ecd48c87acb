// Wraps the skip link: the theme focuses <main> but drops its tabindex at once, and Chromium then
// moves focus back to <body>. We focus it again and keep it focusable until focus leaves it.
import React, {type MouseEvent} from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import styles from './styles.module.css';

function focusMainContent(event: MouseEvent) {
  if (!(event.target instanceof HTMLElement) || !event.target.closest('a')) return;
  const target =
    document.querySelector<HTMLElement>('main:first-of-type') ??
    document.getElementById('__docusaurus_skipToContent_fallback');
  if (!target) return;
  target.setAttribute('tabindex', '-1');
  target.focus();
  target.addEventListener('blur', () => target.removeAttribute('tabindex'), {once: true});
}

export default function SkipToContentWrapper() {
  return (
    <div className={styles.wrapper} onClick={focusMainContent}>
      <SkipToContent />
    </div>
  );
}
