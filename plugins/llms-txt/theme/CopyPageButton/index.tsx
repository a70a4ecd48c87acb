import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

const LABELS: Record<Status, string> = {
  idle: 'Copy page',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed',
};

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Copies the page's Markdown. Safari only allows a clipboard write during the click itself, so
 * the write starts right away with a ClipboardItem whose content is the pending download;
 * browsers without ClipboardItem get writeText once the text has arrived.
 */
export async function copyMarkdown(url: string): Promise<void> {
  const text = fetchMarkdown(url);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      const blob = text.then((t) => new Blob([t], {type: 'text/plain'}));
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch (error) {
      await text; // a failed download is the real error: rethrow it
      if (!navigator.clipboard?.writeText) throw error;
    }
  }
  await navigator.clipboard.writeText(await text);
}

/** "Copy page" (the Markdown copy to the clipboard) and a link to that Markdown copy. */
export default function CopyPageButton({markdownUrl, className}: {markdownUrl: string; className?: string}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');

  // The confirmation stays for two seconds, then the button reads "Copy page" again.
  useEffect(() => {
    if (status !== 'copied' && status !== 'failed') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [status]);

  const onClick = () => {
    setStatus('copying');
    copyMarkdown(markdownUrl).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };

  return (
    <div className={clsx(styles.actions, className)}>
      <button
        type="button"
        className={styles.button}
        onClick={onClick}
        disabled={status === 'copying'}
        title="Copy this page as Markdown, for pasting into an AI assistant or an editor"
        data-testid="copy-page-markdown">
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          {status === 'copied' ? (
            <path d="M20 6 9 17l-5-5" />
          ) : (
            <>
              <rect x="9" y="9" width="12" height="12" rx="2" />
              <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
            </>
          )}
        </svg>
        <span aria-live="polite">{LABELS[status]}</span>
      </button>
      <a className={styles.link} href={markdownUrl} data-testid="view-page-markdown">
        View as Markdown
      </a>
    </div>
  );
}
