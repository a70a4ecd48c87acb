// /showcase/add: the guidelines for a showcase entry (limits from src/data/showcase.ts, which its
// tests enforce) and a helper that drafts the entry and the email.
import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH} from '@site/src/data/showcase';
import {externalLinks} from '@site/config/links';
import SubmissionHelper from './_components/SubmissionHelper';
import styles from './_components/submit.module.css';

export default function ShowcaseAddPage() {
  return (
    <Layout
      title="Submit to the showcase"
      description="Guidelines for showcase entries and how to send yours: by email or as a pull request."
    >
      <main>
        <PageHeader
          eyebrow="Showcase"
          title="Submit to the showcase"
          lead="Made something with Remotion that others could learn from? Send it in. Here is what we look for and two ways to submit."
        >
          <Link className="button button--secondary button--lg" to="/showcase/">
            Back to the showcase
          </Link>
        </PageHeader>
        <Section id="guidelines" title="Guidelines" narrow>
          <ul className={styles.guidelines}>
            <li>
              <strong>Made with Remotion.</strong> The video, or the product that generates it, uses Remotion
              for the part you are showing.
            </li>
            <li>
              <strong>Yours to submit.</strong> You made it, or the people who did agreed to have it listed.
              Do not show people who have not agreed to appear.
            </li>
            <li>
              <strong>A title of at most {TITLE_MAX_LENGTH} characters</strong> that says what the video is,
              not how great it is.
            </li>
            <li>
              <strong>A description of at most {DESCRIPTION_MAX_LENGTH} characters</strong>, in your own
              words: what it shows and what Remotion does in it. Leave out figures you cannot back up.
            </li>
            <li>
              <strong>A public link</strong> where people can watch it or use it, and the video&apos;s width
              and height in pixels.
            </li>
            <li>
              <strong>A poster image</strong> (PNG, JPG, WebP or SVG) in the video&apos;s aspect ratio, used
              until someone presses play.
            </li>
          </ul>
        </Section>
        <Section
          tinted
          id="submit"
          title="Draft and send your entry"
          narrow
          intro="Write the entry here to check it against the limits. The email button fills in a message to us with what you typed."
        >
          <SubmissionHelper />
        </Section>
        <Section id="pull-request" title="Prefer a pull request?" narrow>
          <ol className={styles.guidelines}>
            <li>
              Fork the website&apos;s repository on <a href={externalLinks.github}>GitHub</a> and add your
              poster to <code>static/img/showcase/</code>.
            </li>
            <li>
              Append your entry to <code>src/data/showcase.ts</code>; the comment at the top of the file lists
              every field.
            </li>
            <li>
              Run <code>npx vitest run src/data</code>. The tests name anything that needs fixing, such as a
              title that is too long or a missing image.
            </li>
            <li>Open the pull request with a sentence about how the video was made.</li>
          </ol>
        </Section>
      </main>
    </Layout>
  );
}
