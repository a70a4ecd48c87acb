import React from 'react';
import Head from '@docusaurus/Head';
import LayoutProvider from '@theme/Layout/Provider';
import Assistant from '../Assistant';
import {FollowLinkContext} from '../AssistantLink';
import {useEmbedBridge} from '../../client/useEmbedBridge';

/** Inside the providers: the bridge needs the colour mode context. */
function EmbeddedAssistant() {
  const follow = useEmbedBridge();
  return (
    <FollowLinkContext.Provider value={follow}>
      <Assistant variant="embed" />
    </FollowLinkContext.Provider>
  );
}

/**
 * The assistant without navbar or footer, for embedding in a frame. It skips @theme/Layout but
 * keeps its providers: the color mode comes from the same inline script and storage key as the
 * rest of the site (or `?docusaurus-theme=dark`), and follows the parent's `dark-mode` /
 * `light-mode` messages when framed.
 */
export default function AskAiEmbedPage() {
  return (
    <LayoutProvider>
      <Head>
        <title>Ask AI | Remotion</title>
        <meta name="description" content="The Remotion docs assistant, full screen for embedding." />
        <meta name="robots" content="noindex" />
      </Head>
      <main>
        <EmbeddedAssistant />
      </main>
    </LayoutProvider>
  );
}
