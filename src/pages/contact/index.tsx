// /contact: the ways to reach the company (email, Discord, GitHub issues) and what to include in a message.
import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {externalLinks} from '@site/config/links';
import styles from './styles.module.css';

type Channel = {title: string; text: string; href: string; label: string; testId: string};

const CHANNELS: Channel[] = [
  {
    title: 'Email',
    text: 'Licensing, invoices, partnerships, press and anything that should not be public.',
    href: externalLinks.email,
    label: 'hi@remotion.dev',
    testId: 'contact-email',
  },
  {
    title: 'Discord',
    text: 'Questions about your code or an approach, asked where other Remotion users can join in.',
    href: externalLinks.discord,
    label: 'Join the community',
    testId: 'contact-discord',
  },
  {
    title: 'GitHub issues',
    text: 'A bug you can reproduce or a feature you would like to see, where everyone can follow it.',
    href: `${externalLinks.github}/issues`,
    label: 'Open an issue',
    testId: 'contact-github',
  },
];

export default function ContactPage() {
  return (
    <Layout
      title="Contact us"
      description="How to reach Remotion AG: email hi@remotion.dev, the Discord community or GitHub issues."
    >
      <main>
        <PageHeader
          eyebrow="Contact"
          title="Contact us"
          lead="Pick the channel that fits your question and it gets to the right people sooner."
        />
        <Section>
          <ul className={styles.channels}>
            {CHANNELS.map((channel) => (
              <li key={channel.title} className={styles.channel}>
                <h2>{channel.title}</h2>
                <p>{channel.text}</p>
                <a className="button button--primary" href={channel.href} data-testid={channel.testId}>
                  {channel.label}
                </a>
              </li>
            ))}
          </ul>
        </Section>
        <Section tinted narrow title="Before you write">
          <ul className={styles.tips}>
            <li>
              <strong>About a license?</strong> The <Link to="/#pricing">pricing calculator</Link> shows what
              a company license costs. Tell us your company size and roughly how many renders you expect.
            </li>
            <li>
              <strong>Looking for someone to build with?</strong> The{' '}
              <Link to="/experts/">experts directory</Link> lists people you can contact about a project.
            </li>
            <li>
              <strong>Reporting a bug?</strong> Include the Remotion version, your operating system and the
              smallest project that shows the problem.
            </li>
          </ul>
          <div className={styles.company}>
            <h3>Company</h3>
            <p>
              Remotion AG
              <br />
              Zurich, Switzerland
            </p>
          </div>
        </Section>
      </main>
    </Layout>
  );
}
