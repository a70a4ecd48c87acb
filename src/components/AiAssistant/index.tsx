import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {externalLinks} from '@site/config/links';
import {useDocLink} from '@site/src/components/DocLink';
import styles from './styles.module.css';

type Props = {
  /** `embed` is the full-screen version shown inside other pages: links open in a new tab. */
  variant: 'page' | 'embed';
};

function SparkIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" fill="currentColor">
      <path d="M12 2l1.9 5.6L19.5 9.5l-5.6 1.9L12 17l-1.9-5.6L4.5 9.5l5.6-1.9L12 2zm7 12l.9 2.6 2.6.9-2.6.9L19 21l-.9-2.6-2.6-.9 2.6-.9L19 14z" />
    </svg>
  );
}

/**
 * The AI assistant's page content, shared by /ai (inside the site layout) and /ai-embed (full
 * screen). It says plainly that the chat is not enabled here and points to the places that
 * answer the same questions.
 */
export default function AiAssistant({variant}: Props) {
  const render = useDocLink(['render', 'the-fundamentals'], 'Creating a new project');
  const target = variant === 'embed' ? {target: '_blank', rel: 'noopener noreferrer'} : {};
  const questions = [
    {q: 'How do I render my first video?', to: render.path},
    {q: 'How do I show a video inside my React app?', to: '/player/'},
    {q: 'Can I render in the cloud instead of on my machine?', to: '/lambda/'},
    {q: 'Which template should I start from?', to: '/templates/'},
    {q: 'Does my company need a license?', to: '/#pricing'},
  ];

  return (
    <div className={clsx(styles.assistant, variant === 'embed' && styles.embed)} data-testid="ai-assistant">
      <div className={styles.heading}>
        <span className={styles.icon}>
          <SparkIcon />
        </span>
        <h1 className={styles.title}>Ask AI about Remotion</h1>
      </div>
      <p className={styles.lead}>
        This is where the Remotion assistant lives: a chat that answers questions about Remotion from the
        documentation and links to the pages its answers come from.
      </p>
      <div className={styles.status} role="note">
        <strong>The assistant is not enabled on this deployment of the site.</strong> There is no chat to load
        here, and nothing you type is sent anywhere. The documentation covers the same ground, and the
        community can help with the rest.
      </div>
      <div className={styles.actions}>
        <Link className="button button--primary" to="/docs/" {...target}>
          Browse the documentation
        </Link>
        <a
          className="button button--secondary"
          href={externalLinks.discord}
          target="_blank"
          rel="noopener noreferrer"
        >
          Ask on Discord
        </a>
        <a className="button button--secondary" href={externalLinks.email}>
          Email us
        </a>
      </div>
      <h2 className={styles.subtitle}>Questions people often start with</h2>
      <ul className={styles.questions}>
        {questions.map(({q, to}) => (
          <li key={q}>
            <Link to={to} {...target}>
              {q}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
