import React, {useEffect, useMemo, useState} from 'react';
import AssistantLink from '../AssistantLink';
import {answerForClipboard, parseAnswer, type Inline} from '../../client/answerText';
import {recordFeedback} from '../../client/feedback';
import type {AskState} from '../../client/useAsk';
import type {Passage} from '../../client/retrieve';
import styles from './styles.module.css';

export const DISCLAIMER = 'Answers are generated with AI which can make mistakes. Verify responses.';

function InlineParts({parts, passages}: {parts: Inline[]; passages: readonly Passage[]}) {
  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === 'code') return <code key={index}>{part.text}</code>;
        if (part.kind === 'strong') return <strong key={index}>{part.text}</strong>;
        if (part.kind === 'text') return <React.Fragment key={index}>{part.text}</React.Fragment>;
        const passage = passages[part.number - 1]!;
        return (
          <sup key={index} className={styles.cite}>
            <AssistantLink to={passage.path}>[{part.number}]</AssistantLink>
          </sup>
        );
      })}
    </>
  );
}

function Feedback({question}: {question: string}) {
  const [sent, setSent] = useState(false);
  if (sent) return <p className={styles.thanks} role="status">Thanks for your feedback!</p>;
  const send = (helpful: boolean) => {
    recordFeedback(question, helpful);
    setSent(true);
  };
  return (
    <div className={styles.feedback} role="group" aria-label="Was this answer helpful?">
      <span>Helpful?</span>
      <button type="button" className={styles.small} onClick={() => send(true)}>
        Yes
      </button>
      <button type="button" className={styles.small} onClick={() => send(false)}>
        No
      </button>
    </div>
  );
}

function CopyButton({text}: {text: () => string}) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (copied === 'idle') return undefined;
    const timer = setTimeout(() => setCopied('idle'), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    navigator.clipboard.writeText(text()).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };
  return (
    <button type="button" className={styles.small} onClick={copy} aria-live="polite">
      {copied === 'copied' ? 'Copied!' : copied === 'failed' ? 'Copy failed' : 'Copy answer'}
    </button>
  );
}

/** The generated answer: status while it streams, then the text with its citations and tools. */
export default function AnswerView({state}: {state: AskState}) {
  const passages = state.retrieval?.passages ?? [];
  const blocks = useMemo(() => parseAnswer(state.answer, passages.length), [state.answer, passages.length]);
  const titles = new Map(state.retrieval?.pages.flatMap((page) => page.passages.map((p) => [p.number, page.title] as const)) ?? []);

  if (state.answerError) {
    return (
      <div className={styles.error} role="alert" data-testid="ask-ai-answer-error">
        <strong>No answer this time.</strong> {state.answerError} The passages below are what the documentation says about
        your question.
      </div>
    );
  }
  const streaming = state.phase === 'thinking' || state.phase === 'answering';
  return (
    <section className={styles.answer} aria-label="Answer" aria-busy={streaming} data-testid="ask-ai-answer">
      {streaming && (
        <p className={styles.status} role="status">
          {state.phase === 'thinking' ? 'Thinking...' : 'Answering...'}
        </p>
      )}
      <div className={styles.text}>
        {blocks.map((block, index) => {
          if (block.kind === 'code') {
            return (
              <pre key={index} className={styles.code}>
                <code>{block.text}</code>
              </pre>
            );
          }
          if (block.kind === 'list') {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((item, i) => (
                  <li key={i}>
                    <InlineParts parts={item} passages={passages} />
                  </li>
                ))}
              </List>
            );
          }
          return (
            <p key={index}>
              <InlineParts parts={block.content} passages={passages} />
            </p>
          );
        })}
      </div>
      {state.phase === 'done' && state.answer && (
        <>
          <p className={styles.disclaimer}>{DISCLAIMER}</p>
          <div className={styles.tools}>
            <CopyButton
              text={() =>
                answerForClipboard(
                  state.answer,
                  passages.map((p) => ({number: p.number, title: titles.get(p.number) ?? p.path, url: new URL(p.path, window.location.origin).href})),
                )
              }
            />
            <Feedback question={state.question} />
          </div>
        </>
      )}
    </section>
  );
}
