import React from 'react';
import Layout from '@theme/Layout';
import Assistant from '@site/plugins/chat-panel/components/Assistant';
import {externalLinks} from '@site/config/links';
import styles from './ai.module.css';

export default function AiPage() {
  return (
    <Layout title="Ask AI" description="Ask a question about Remotion and get the passages of the documentation that answer it.">
      <main>
        <Assistant variant="page" />
        <p className={styles.more}>
          Still stuck? People who build with Remotion answer questions on{' '}
          <a href={externalLinks.discord} target="_blank" rel="noopener noreferrer">
            Discord
          </a>
          , and you can reach the team at <a href={externalLinks.email}>{externalLinks.email.replace(/^mailto:/, '')}</a>.
        </p>
      </main>
    </Layout>
  );
}
