import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
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
 * The navbar's "Ask AI" entry. It leads to the assistant page at /ai; the AI-panel work turns
 * it into a toggle for the side panel.
 */
export default function AskAiButton({mobile, className}: Props) {
  if (mobile) {
    return (
      <li className="menu__list-item">
        <Link className={clsx('menu__link', className)} to="/ai">
          Ask AI
        </Link>
      </li>
    );
  }
  return (
    <Link className={clsx(styles.button, className)} to="/ai" data-testid="ask-ai-button">
      <SparkleIcon />
      <span>Ask AI</span>
    </Link>
  );
}
