import React, {useSyncExternalStore} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {getPanelState, subscribePanel, toggleAskAi} from '../../client/store';
import {loadAssistantPanel} from '../../client/panelLoader';
import styles from './styles.module.css';

type Props = {
  /** Set by the theme when the item renders inside the mobile sidebar menu. */
  mobile?: boolean;
  className?: string;
};

function SparkleIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
      <path d="M12 2l1.9 5.6L19.5 9.5l-5.6 1.9L12 17l-1.9-5.6L4.5 9.5l5.6-1.9L12 2zm7 12l.9 2.6 2.6.9-2.6.9L19 21l-.9-2.6-2.6-.9 2.6-.9L19 14z" />
    </svg>
  );
}

/**
 * The navbar's "Ask AI" entry: a button that toggles the Ask AI side panel (the third-party chat
 * when it is configured and ready, ours otherwise) and says whether it is open. The server's HTML,
 * and with it the page until it has hydrated or without JavaScript, has a link to /ai in its place:
 * a click there is never lost, it opens the page of the same panel.
 */
export default function AskAiButton({mobile, className}: Props) {
  const state = useSyncExternalStore(subscribePanel, getPanelState, getPanelState);
  const mobileSidebar = useNavbarMobileSidebar();
  const hydrated = useIsBrowser();
  const open = state.localOpen || state.thirdPartyOpen;
  const toggle = () => {
    if (mobile) mobileSidebar.toggle();
    toggleAskAi();
  };
  // Start loading the panel's code as soon as someone reaches for the button.
  const preload = () => void loadAssistantPanel();
  if (mobile) {
    return (
      <li className="menu__list-item">
        {hydrated ? (
          <button type="button" className={clsx('menu__link', styles.menuButton, className)} onClick={toggle} onTouchStart={preload} aria-expanded={open}>
            Ask AI
          </button>
        ) : (
          <Link className={clsx('menu__link', className)} to="/ai">
            Ask AI
          </Link>
        )}
      </li>
    );
  }
  const content = (
    <>
      <SparkleIcon />
      <span>Ask AI</span>
    </>
  );
  if (!hydrated) {
    return (
      <Link className={clsx(styles.button, className)} to="/ai" data-testid="ask-ai-button" data-ask-ai-button="">
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={clsx(styles.button, open && styles.active, className)}
      onClick={toggle}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      aria-expanded={open}
      data-testid="ask-ai-button"
      data-ask-ai-button=""
    >
      {content}
    </button>
  );
}
