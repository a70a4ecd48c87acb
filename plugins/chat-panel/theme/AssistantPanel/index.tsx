import React, {useEffect, useId, useRef} from 'react';
import {useLocation} from '@docusaurus/router';
import {useWindowSize} from '@docusaurus/theme-common';
import Assistant from '../Assistant';
import {closeLocalPanel, getPanelState} from '../../client/store';
import styles from './styles.module.css';

/**
 * Our own Ask AI side panel. Not modal: the page stays usable beside it on wide screens. Escape
 * closes it, unless something else used it first (a navbar dropdown) or a modal is open on top
 * (the search modal, the navbar's menu); focus goes back to whatever opened it.
 */
export default function AssistantPanel() {
  const titleId = useId();
  const {question, questionId} = getPanelState();
  const location = useLocation();
  const openedAt = useRef(location.pathname);
  const mobile = useWindowSize() === 'mobile';

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // A modal on top (the search modal, the navbar's menu) owns Escape while it is open.
      if (document.body.classList.contains('DocSearch--active') || document.querySelector('[aria-modal="true"]')) return;
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
