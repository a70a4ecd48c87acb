import React from 'react';
import AssistantLink from '../AssistantLink';
import type {PageGroup} from '../../client/retrieve';
import styles from './styles.module.css';

/** Documentation passages grouped by page: the page, then each matching section with its snippet. */
export default function PassageList({pages, cited}: {pages: readonly PageGroup[]; cited: boolean}) {
  return (
    <ol className={styles.pages} data-testid="ask-ai-passages">
      {pages.map((page) => (
        <li key={page.path} className={styles.page}>
          <div className={styles.pageHead}>
            {page.section && <span className={styles.section}>{page.section}</span>}
            <AssistantLink to={page.path} className={styles.pageTitle}>
              {page.title}
            </AssistantLink>
          </div>
          <ul className={styles.passages}>
            {page.passages.map((passage) => (
              <li key={passage.id} id={`ask-ai-source-${passage.number}`} className={styles.passage}>
                <AssistantLink to={passage.path} className={styles.heading}>
                  {cited && <span className={styles.number}>[{passage.number}]</span>}
                  {passage.heading ?? 'Introduction'}
                </AssistantLink>
                {passage.snippet.length > 0 && (
                  <p className={styles.snippet}>
                    {passage.snippet.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
