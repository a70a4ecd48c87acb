import React, {useEffect, useId, useRef} from 'react';
import {useLocation} from '@docusaurus/router';
import {useWindowSize} from '@docusaurus/theme-common';
import Assistant from '../Assistant';
import {closeLocalPanel, getPanelState} from '../../client/store';
import styles from './styles.module.css';

/**
 * Our own Ask AI side panel. Not modal: the page stays usable beside it on wide screens. Escape
 * closes it (unless the search modal is open, which owns Escape then) and focus goes back to
 * whatever opened it.
 */
export default function AssistantPanel() {
  const titleId = useId();
  const {question, questionId} = getPanelState();
  const location = useLocation();
  const openedAt = useRef(location.pathname);
  const mobile = useWindowSize() === 'mobile';

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.body.classList.contains('DocSearch--active')) return;
      event.preventDefault();
      closeLocalPanel();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // On a phone the panel covers the page: following one of its links closes it.
  useEffect(() => {
    if (location.pathname !== openedAt.current && mobile) closeLocalPanel();
  }, [location.pathname, mobile]);

  return (
    <aside className={styles.panel} role="dialog" aria-modal="false" aria-labelledby={titleId} data-testid="ask-ai-panel">
      <Assistant variant="panel" titleId={titleId} question={question} questionId={questionId} onClose={closeLocalPanel} />
    </aside>
  );
}
