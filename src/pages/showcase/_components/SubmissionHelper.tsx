import React, {useId, useMemo, useState} from 'react';
import {checkSubmissionText, DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH} from '@site/src/data/showcase';
import forms from '@site/src/css/forms.module.css';
import styles from './submit.module.css';

const EMAIL = 'hi@remotion.dev';

function Counter({length, max}: {length: number; max: number}) {
  const over = length > max;
  return (
    <span className={over ? `${styles.counter} ${styles.counterOver}` : styles.counter} aria-live="polite">
      {length} / {max}
    </span>
  );
}

/** Drafts a showcase entry, checks it against the published limits and prepares an email. */
export default function SubmissionHelper() {
  const ids = {title: useId(), description: useId(), author: useId(), url: useId()};
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [author, setAuthor] = useState('');
  const [url, setUrl] = useState('');
  const problems = checkSubmissionText(title, description);
  const ready = problems.length === 0 && author.trim() !== '' && /^https:\/\//.test(url);

  const mailto = useMemo(() => {
    const body = [
      `Title: ${title}`,
      `Author: ${author}`,
      `Link: ${url}`,
      '',
      description,
      '',
      'Video size (width × height):',
      'Poster image: attached',
    ].join('\n');
    return `mailto:${EMAIL}?subject=${encodeURIComponent(`Showcase submission: ${title}`)}&body=${encodeURIComponent(body)}`;
  }, [title, author, url, description]);

  return (
    <form
      className={styles.form}
      onSubmit={(event) => event.preventDefault()}
      aria-label="Draft your showcase entry"
    >
      <div className={styles.field}>
        <label htmlFor={ids.title}>Title</label>
        <input
          className={forms.textInput}
          id={ids.title}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          data-testid="submit-title"
        />
        <Counter length={title.length} max={TITLE_MAX_LENGTH} />
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.description}>Description</label>
        <textarea
          className={forms.textInput}
          id={ids.description}
          rows={4}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          data-testid="submit-description"
        />
        <Counter length={description.length} max={DESCRIPTION_MAX_LENGTH} />
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={ids.author}>Author (person or organization)</label>
          <input className={forms.textInput} id={ids.author} value={author} onChange={(e) => setAuthor(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.url}>Public link (https://…)</label>
          <input
            className={forms.textInput}
            id={ids.url}
            type="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://"
          />
        </div>
      </div>
      {(title || description) && problems.length > 0 ? (
        <ul className={styles.problems} data-testid="submit-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.submitRow}>
        <a
          className={`button button--primary${ready ? '' : ' disabled'}`}
          href={ready ? mailto : undefined}
          aria-disabled={!ready}
          data-testid="submit-email"
        >
          Email this entry
        </a>
        <span className={styles.submitHint}>
          {ready
            ? 'Opens your mail app with everything filled in. Attach a poster image before sending.'
            : 'Fill in every field within the limits to continue.'}
        </span>
      </div>
    </form>
  );
}
