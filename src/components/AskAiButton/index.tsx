import React, {useSyncExternalStore} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {getPanelState, subscribePanel, toggleAskAi} from '@site/plugins/chat-panel/client/store';
import {loadAssistantPanel} from '@site/plugins/chat-panel/client/panelLoader';
import {isPlainClick} from '@site/plugins/chat-panel/client/plainClick';
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
 * The navbar's "Ask AI" entry: toggles the Ask AI side panel (the third-party chat when it is
 * configured and ready, ours otherwise). It is a link to /ai, so it works before the page's
 * scripts run and with a modified click.
 */
export default function AskAiButton({mobile, className}: Props) {
  const state = useSyncExternalStore(subscribePanel, getPanelState, getPanelState);
  const mobileSidebar = useNavbarMobileSidebar();
  const open = state.localOpen || state.thirdPartyOpen;
  const onClick = (event: React.MouseEvent) => {
    // Modified clicks (new tab, new window) still open /ai.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (mobile) mobileSidebar.toggle();
    toggleAskAi();
  };
  // Start loading the panel's code as soon as someone reaches for the button.
  const preload = () => void loadAssistantPanel();
  if (mobile) {
    return (
      <li className="menu__list-item">
        <Link className={clsx('menu__link', className)} to="/ai" onClick={onClick} onTouchStart={preload} aria-expanded={open}>
          Ask AI
        </Link>
      </li>
    );
  }
  return (
    <Link
      className={clsx(styles.button, open && styles.active, className)}
      to="/ai"
      onClick={onClick}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      aria-expanded={open}
      data-testid="ask-ai-button"
      data-ask-ai-button=""
    >
      <SparkleIcon />
      <span>Ask AI</span>
    </Link>
  );
}
