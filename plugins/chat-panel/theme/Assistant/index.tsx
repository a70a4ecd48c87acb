import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {externalLinks} from '@site/config/links';
import AnswerView from '../AnswerView';
import PassageList from '../PassageList';
import {useAsk} from '../../client/useAsk';
import {getPanelState} from '../../client/store';
import styles from './styles.module.css';

type Props = {
  /** `panel`: the side panel; `page`: /ai inside the site layout; `embed`: /ai-embed, full screen. */
  variant: 'panel' | 'page' | 'embed';
  titleId?: string;
  /** A question handed over from elsewhere (the search modal); asked when `questionId` changes. */
  question?: string | null;
  questionId?: number;
  onClose?: () => void;
};

/** Questions that show what the assistant is for; each finds real passages in the docs. */
export const STARTER_QUESTIONS = [
  'How do I render a video on AWS Lambda?',
  'How do I embed a video in my React app with the Player?',
  'How do I add audio to a composition?',
  'How do I pass input props to a composition?',
];

const FALLBACK_NOTES = {
  'script-error': 'The Remotion chat could not be loaded, so this panel searches the documentation instead.',
  'not-ready': 'The Remotion chat did not start in time, so this panel searches the documentation instead.',
} as const;

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Ask AI: takes a question, shows the documentation passages that match it, grouped by page,
 * and, when a generator is configured, an answer written from those passages that cites them.
 * Without a generator it says plainly that it finds passages and does not write answers.
 */
export default function Assistant({variant, titleId, question, questionId, onClose}: Props) {
  const {state, ask, generates} = useAsk();
  const [input, setInput] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const createSearchLink = useSearchLinkCreator();
  const fallbackReason = variant === 'panel' ? getPanelState().fallbackReason : null;
  const Title = variant === 'panel' ? 'h2' : 'h1';

  useEffect(() => {
    if (variant !== 'page') inputRef.current?.focus();
  }, [variant]);

  useEffect(() => {
    if (question) {
      setInput(question);
      ask(question);
    }
  }, [question, questionId, ask]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    ask(input);
  };
  const askStarter = (text: string) => {
    setInput(text);
    ask(text);
  };

  const retrieval = state.retrieval;
  const showAnswer = generates && retrieval !== null && retrieval.passages.length > 0;
  return (
    <div className={clsx(styles.assistant, styles[variant])} data-testid="ai-assistant">
      <div className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {variant === 'panel' ? (generates ? 'Ask AI' : 'Ask the docs') : generates ? 'Ask AI about Remotion' : 'Ask the Remotion docs'}
        </Title>
        {onClose && (
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close Ask AI panel">
            <CloseIcon />
          </button>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.lead} data-testid="ask-ai-label">
          {generates
            ? 'Answers are written by an AI model from passages of the Remotion documentation, and link to them.'
            : 'Finds the passages of the Remotion documentation that match your question and links to them. It does not write answers.'}
        </p>
        {fallbackReason && (
          <p className={styles.note} role="note">
            {FALLBACK_NOTES[fallbackReason]}
          </p>
        )}
        <form className={styles.form} onSubmit={submit} role="search" aria-label="Ask a question about Remotion">
          <label className={styles.visuallyHidden} htmlFor={`${variant}-ask-ai-input`}>
            Your question
          </label>
          <input
            ref={inputRef}
            id={`${variant}-ask-ai-input`}
            className={styles.input}
            type="text"
            value={input}
            maxLength={300}
            placeholder="How do I render on Lambda?"
            autoComplete="off"
            onChange={(event) => setInput(event.target.value)}
          />
          <button type="submit" className="button button--primary" disabled={input.trim() === '' || state.phase === 'searching'}>
            Ask
          </button>
        </form>

        <div className={styles.results} aria-live="polite">
          {state.phase === 'idle' && (
            <div className={styles.starters}>
              <p className={styles.startersTitle}>Try one of these</p>
              <ul>
                {STARTER_QUESTIONS.map((text) => (
                  <li key={text}>
                    <button type="button" className={styles.starter} onClick={() => askStarter(text)}>
                      {text}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {state.phase === 'searching' && (
            <p className={styles.status} role="status">
              Searching the documentation...
            </p>
          )}
          {state.searchError && (
            <p className={styles.errorText} role="alert">
              {state.searchError}
            </p>
          )}
          {showAnswer && <AnswerView state={state} />}
          {retrieval && retrieval.passages.length > 0 && (
            <>
              <h3 className={styles.resultsTitle}>{generates ? 'Sources' : 'Passages that match your question'}</h3>
              <PassageList pages={retrieval.pages} cited={generates} />
            </>
          )}
          {retrieval && retrieval.passages.length === 0 && (
            <p className={styles.empty} data-testid="ask-ai-empty">
              No passage of the documentation matches “{state.question}”. Try other words, browse the{' '}
              <Link to={createSearchLink(retrieval.query)}>search page</Link>, or ask the community on{' '}
              <a href={externalLinks.discord} target="_blank" rel="noopener noreferrer">
                Discord
              </a>
              .
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
