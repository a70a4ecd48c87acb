import React from 'react';
import Head from '@docusaurus/Head';
import LayoutProvider from '@theme/Layout/Provider';
import AiAssistant from '@site/src/components/AiAssistant';

/**
 * The assistant without navbar or footer, for embedding in a frame. It skips @theme/Layout but
 * keeps its providers: the color mode comes from the same inline script and storage key as the
 * rest of the site (or `?docusaurus-theme=dark`), and stays in sync when the site toggles it.
 */
export default function AiEmbedPage() {
  return (
    <LayoutProvider>
      <Head>
        <title>Ask AI | Remotion</title>
        <meta name="description" content="The Remotion assistant, full screen for embedding." />
        <meta name="robots" content="noindex" />
      </Head>
      <main>
        <AiAssistant variant="embed" />
      </main>
    </LayoutProvider>
  );
}
