// The message shown in place of a page that could not load: the visitor stays where they were.
import React, {useEffect, useId, useRef, useState, type KeyboardEvent} from 'react';
import type {BlockedNavigation} from '../../client/guardNavigation';
import styles from './styles.module.css';

type Props = {navigation: BlockedNavigation; onDismiss: () => void};

/** What the message says, from the failures so far and what the browser knows of the connection. */
export function noticeText(navigation: Pick<BlockedNavigation, 'pathname' | 'failures'>, state: {retrying: boolean; backOnline: boolean}): string {
  const page = navigation.pathname;
  if (state.retrying) return `Loading ${page}…`;
  if (state.backOnline) return `Your connection is back. Retry to open ${page}.`;
  if (navigation.failures > 1) return `Still no connection: ${page} could not be loaded. Check your connection, then retry.`;
  return `${page} could not be loaded: your connection seems to be offline. You are still on this page.`;
}

function useBackOnline(navigation: BlockedNavigation): boolean {
  const [backOnline, setBackOnline] = useState(false);
  useEffect(() => {
    setBackOnline(false);
    const online = () => setBackOnline(true);
    const offline = () => setBackOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [navigation]);
  return backOnline;
}

export default function NavigationNotice({navigation, onDismiss}: Props) {
  const titleId = useId();
  const retryRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const [retrying, setRetrying] = useState(false);
  const backOnline = useBackOnline(navigation);

  // The visitor's action led here: Retry takes focus, and Dismiss gives it back.
  useEffect(() => {
    returnFocus.current = document.activeElement;
    retryRef.current?.focus();
  }, []);
  // A failed retry brings a new navigation object with one failure more.
  useEffect(() => setRetrying(false), [navigation]);

  const retry = () => {
    if (retrying) return;
    setRetrying(true);
    void navigation.retry();
  };
  const dismiss = () => {
    navigation.cancel();
    const previous = returnFocus.current;
    onDismiss();
    if (previous instanceof HTMLElement && previous !== document.body) previous.focus();
    if (previous !== document.body && document.activeElement === previous) return;
    // The link is gone or hidden (a menu closed): the page's main content takes focus for a moment.
    const main = document.querySelector<HTMLElement>('main');
    if (!main) return;
    main.setAttribute('tabindex', '-1');
    main.focus();
    main.addEventListener('blur', () => main.removeAttribute('tabindex'), {once: true});
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dismiss();
  };

  return (
    <section className={styles.notice} aria-labelledby={titleId} onKeyDown={onKeyDown} data-testid="navigation-notice">
      <div role="alert" className={styles.message}>
        <p id={titleId} className={styles.title}>
          Page not loaded
        </p>
        <p className={styles.text}>{noticeText(navigation, {retrying, backOnline})}</p>
      </div>
      <div className={styles.actions}>
        <button ref={retryRef} type="button" className={`button button--primary ${styles.button}`} onClick={retry} aria-disabled={retrying || undefined}>
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
        <button type="button" className={`button button--secondary ${styles.button}`} onClick={dismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
