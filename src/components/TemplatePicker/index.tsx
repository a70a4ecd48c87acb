import React, {useId, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CopyCommand from '@site/src/components/CopyCommand';
import {
  findTemplate,
  freeTemplates,
  templateCategories,
  templateCommand,
  templatePagePath,
} from '@site/src/data/templates';
import styles from './styles.module.css';

/** Templates offered as one-click choices; everything else is in the menu. */
const FEATURED = ['hello-world', 'blank', 'javascript', 'react-router', 'three', 'tiktok'];

const featured = FEATURED.map((id) => findTemplate(id)).filter((t) => t !== undefined);
const DEFAULT_COMMAND = 'npx create-video@latest';

/**
 * The install command with a template chooser: pick a starter and the command names it.
 * With no choice it shows the bare command, which asks for a template interactively.
 */
export default function TemplatePicker({className}: {className?: string}) {
  const [cliId, setCliId] = useState<string | null>(null);
  const selectId = useId();
  const chosen = cliId ? findTemplate(cliId) : undefined;
  const command = chosen ? templateCommand(chosen) : DEFAULT_COMMAND;

  return (
    <div className={clsx(styles.picker, className)} data-testid="template-picker">
      <CopyCommand command={command} label="Copy the create command" />
      <div className={styles.choices} role="group" aria-label="Start from a template">
        {featured.map((t) => (
          <button
            key={t.cliId}
            type="button"
            className={clsx(styles.chip, cliId === t.cliId && styles.chipActive)}
            aria-pressed={cliId === t.cliId}
            onClick={() => setCliId(cliId === t.cliId ? null : t.cliId)}
          >
            {t.homePageLabel}
          </button>
        ))}
        <label className={styles.srOnly} htmlFor={selectId}>
          More templates
        </label>
        <select
          id={selectId}
          className={styles.select}
          value={cliId && !FEATURED.includes(cliId) ? cliId : ''}
          onChange={(event) => setCliId(event.target.value || null)}
        >
          <option value="">More templates…</option>
          {Object.entries(templateCategories).map(([category, {label}]) => (
            <optgroup key={category} label={label}>
              {freeTemplates
                .filter((t) => t.category === category && !FEATURED.includes(t.cliId))
                .map((t) => (
                  <option key={t.cliId} value={t.cliId}>
                    {t.homePageLabel}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <p className={styles.caption} aria-live="polite">
        {chosen ? (
          <>
            {chosen.summary} <Link to={templatePagePath(chosen)}>About this template</Link>
          </>
        ) : (
          <>Run it without a flag and the installer asks which template you want.</>
        )}
      </p>
    </div>
  );
}
