import React, {useEffect, useId, useRef, type KeyboardEvent} from 'react';
import styles from './styles.module.css';

/**
 * Shown instead of the panel when its code could not load (offline): the page stays as it is,
 * Retry loads the code again, Close (or Escape) gives focus back to what opened the panel.
 */
export default function PanelLoadError({onRetry, onClose}: {onRetry: () => void; onClose: () => void}): React.ReactNode {
  const titleId = useId();
  const retryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => retryRef.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <section className={styles.notice} aria-labelledby={titleId} onKeyDown={onKeyDown} data-testid="ask-ai-load-error">
      <div role="alert" className={styles.message}>
        <p id={titleId} className={styles.title}>
          Ask AI not loaded
        </p>
        <p className={styles.text}>The Ask AI panel could not be loaded: your connection seems to be offline.</p>
      </div>
      <div className={styles.actions}>
        <button ref={retryRef} type="button" className={`button button--primary ${styles.button}`} onClick={onRetry}>
          Retry
        </button>
        <button type="button" className={`button button--secondary ${styles.button}`} onClick={onClose}>
          Close
        </button>
      </div>
    </section>
  );
}
