import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  command: string;
  className?: string;
  /** Visible label for screen readers and the copy button. */
  label?: string;
};

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API refused (insecure context, permissions): fall back to a hidden textarea.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

/** A terminal command on one line with a copy button that confirms what it did. */
export default function CopyCommand({command, className, label = 'Copy command'}: Props) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);

  useEffect(() => setState('idle'), [command]);

  const onCopy = async () => setState((await copyText(command)) ? 'copied' : 'failed');

  return (
    <div className={clsx(styles.command, className)}>
      <span className={styles.prompt} aria-hidden="true">
        $
      </span>
      <code className={styles.text} data-testid="copy-command-text">
        {command}
      </code>
      <button type="button" className={styles.button} onClick={onCopy} aria-label={`${label}: ${command}`}>
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Press Ctrl+C' : 'Copy'}
      </button>
      <span className={styles.live} role="status" aria-live="polite">
        {state === 'copied' ? 'Command copied to the clipboard' : ''}
      </span>
    </div>
  );
}
