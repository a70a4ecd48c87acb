import React from 'react';
import Layout from '@theme/Layout';
import AiAssistant from '@site/src/components/AiAssistant';

export default function AiPage() {
  return (
    <Layout title="Ask AI" description="Ask questions about Remotion and find answers in the documentation.">
      <main>
        <AiAssistant variant="page" />
      </main>
    </Layout>
  );
}
