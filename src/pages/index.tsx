// The home page (/): its sections live in ./_home, one file each, in the order they appear here.
import React from 'react';
import Layout from '@theme/Layout';
import Hero from './_home/Hero';
import Features from './_home/Features';
import BuildApps from './_home/BuildApps';
import LiveDemo from './_home/LiveDemo';
import Pricing from './_home/Pricing';
import Evaluate from './_home/Evaluate';
import ClosingCta from './_home/ClosingCta';

export default function Home() {
  return (
    <Layout
      title="Make videos programmatically"
      description="Remotion lets you create videos with React: compose scenes in code, preview them in the browser and render them locally, on a server or on AWS Lambda."
    >
      <main>
        <Hero />
        <Features />
        <BuildApps />
        <LiveDemo />
        <Pricing />
        <Evaluate />
        <ClosingCta />
      </main>
    </Layout>
  );
}
