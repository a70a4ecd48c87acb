import React from 'react';
import Layout from '@theme/Layout';
import Assistant from '../Assistant';
import type {AskAiHelpLinks} from '../../types';
import styles from './styles.module.css';

/** /ai: the assistant inside the site's layout, with where to ask people when it cannot help. */
export default function AskAiPage({help}: {help?: AskAiHelpLinks}) {
  return (
    <Layout title="Ask AI" description="Ask a question about Remotion and get the passages of the documentation that answer it.">
      <main>
        <Assistant variant="page" />
        {help && (
          <p className={styles.more}>
            Still stuck? People who build with Remotion answer questions on{' '}
            <a href={help.discord} target="_blank" rel="noopener noreferrer">
              Discord
            </a>
            , and you can reach the team at <a href={help.email}>{help.email.replace(/^mailto:/, '')}</a>.
          </p>
        )}
      </main>
    </Layout>
  );
}
