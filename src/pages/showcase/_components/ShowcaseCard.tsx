import React, {Suspense} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ShowcaseEntry} from '@site/src/data/showcase';
import styles from './styles.module.css';
import {lazyPart} from '@site/src/components/LazyPart';

const ShowcasePlayer = lazyPart(() => import('./ShowcasePlayer'), 'The video', {loadsOnRequest: true});

const MEDIA_MAX_HEIGHT_REM = 26;

const KIND_LABEL: Record<ShowcaseEntry['kind'], string> = {
  example: 'Example on this site',
  project: 'Project',
};

function formatSubmitted(date: string): string {
  return new Intl.DateTimeFormat('en-US', {dateStyle: 'long', timeZone: 'UTC'}).format(
    new Date(`${date}T00:00:00Z`),
  );
}

type Props = {
  entry: ShowcaseEntry;
  open: boolean;
  highlighted: boolean;
  onOpen: () => void;
};

/** One showcase entry: poster until opened, then the live composition. */
export default function ShowcaseCard({entry, open, highlighted, onOpen}: Props) {
  const poster = useBaseUrl(entry.poster);
  const playable = entry.kind === 'example' && entry.demo !== undefined;
  // Every entry gets the same height budget, so a vertical video does not tower over the rest.
  const maxWidth = `${((MEDIA_MAX_HEIGHT_REM * entry.width) / entry.height).toFixed(2)}rem`;
  const posterImage = (
    <img
      src={poster}
      alt=""
      width={entry.width}
      height={entry.height}
      loading="lazy"
      className={styles.poster}
    />
  );

  return (
    <article
      id={entry.slug}
      className={clsx(styles.entry, highlighted && styles.highlighted)}
      data-testid="showcase-entry"
      data-active={highlighted ? 'true' : 'false'}
      aria-current={highlighted ? 'true' : undefined}
    >
      <div className={styles.media}>
        <div className={styles.mediaInner} style={{maxWidth}}>
          {open && playable ? (
            <Suspense fallback={posterImage}>
              <ShowcasePlayer entry={entry} />
            </Suspense>
          ) : (
            <>
              {posterImage}
              {playable ? (
                <button
                  type="button"
                  className={styles.play}
                  onClick={onOpen}
                  aria-label={`Play ${entry.title}`}
                >
                  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                    <path
                      d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z"
                      fill="currentColor"
                    />
                  </svg>
                </button>
              ) : null}
            </>
          )}
        </div>
      </div>
      <div className={styles.body}>
        <p className={styles.kind}>{KIND_LABEL[entry.kind]}</p>
        <h2 className={styles.title}>
          <a href={`#${entry.slug}`} className={styles.anchor}>
            {entry.title}
          </a>
        </h2>
        <p className={styles.description}>{entry.description}</p>
        <dl className={styles.meta}>
          <dt>By</dt>
          <dd>{entry.author}</dd>
          <dt>Size</dt>
          <dd>
            {entry.width} × {entry.height}
            {entry.fps ? `, ${entry.fps} fps` : ''}
          </dd>
          <dt>Added</dt>
          <dd>{formatSubmitted(entry.submitted)}</dd>
        </dl>
        <div className={styles.links}>
          {entry.links.map((link) => (
            <Link key={link.href} to={link.href}>
              {link.label} →
            </Link>
          ))}
        </div>
      </div>
    </article>
  );
}
