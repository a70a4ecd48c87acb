/**
 * Markdown tables. The theme lets a wide table scroll sideways inside the page; a keyboard user
 * can only scroll it when it can take focus, so every table is in the tab order (WCAG 2.1.1,
 * axe's scrollable-region-focusable) and shows where focus is.
 */
import React, {type ComponentProps} from 'react';
import styles from './styles.module.css';

export default function Table(props: ComponentProps<'table'>) {
  return <table tabIndex={0} {...props} className={[styles.table, props.className].filter(Boolean).join(' ')} />;
}
