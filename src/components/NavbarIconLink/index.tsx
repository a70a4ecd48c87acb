import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

const ICONS = {
  github:
    'M12 .5C5.65.5.5 5.65.5 12c0 5.08 3.29 9.39 7.86 10.91.58.1.79-.25.79-.56v-2.17c-3.2.7-3.87-1.37-3.87-1.37-.52-1.33-1.28-1.69-1.28-1.69-1.05-.72.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.76 2.7 1.25 3.36.96.1-.75.4-1.25.73-1.54-2.56-.29-5.25-1.28-5.25-5.69 0-1.26.45-2.29 1.19-3.1-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.84 1.19 3.1 0 4.42-2.7 5.39-5.27 5.68.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 23.5 12C23.5 5.65 18.35.5 12 .5z',
  discord:
    'M20.3 4.4A19.6 19.6 0 0 0 15.4 3l-.6 1.3a18.2 18.2 0 0 0-5.6 0L8.6 3a19.5 19.5 0 0 0-4.9 1.4C.6 9.1-.3 13.6.1 18.1A19.8 19.8 0 0 0 6.1 21l1.3-2.1c-.7-.3-1.4-.6-2-1l.5-.4a14 14 0 0 0 12.2 0l.5.4c-.6.4-1.3.7-2 1l1.3 2.1a19.7 19.7 0 0 0 6-3c.5-5.2-.8-9.7-3.6-13.6zM8.3 15.3c-1.2 0-2.2-1.1-2.2-2.4s1-2.4 2.2-2.4 2.2 1.1 2.2 2.4-1 2.4-2.2 2.4zm7.4 0c-1.2 0-2.2-1.1-2.2-2.4s1-2.4 2.2-2.4 2.2 1.1 2.2 2.4-1 2.4-2.2 2.4z',
  x: 'M17.8 2h3.3l-7.2 8.3L22.4 22h-6.6l-5.2-6.8L4.7 22H1.4l7.7-8.8L1 2h6.8l4.7 6.2L17.8 2zm-1.2 18h1.8L6.5 3.9H4.5L16.6 20z',
} as const;

type Props = {
  href: string;
  label: string;
  icon: keyof typeof ICONS;
  mobile?: boolean;
  className?: string;
};

/** An icon-only link in the navbar (repository, community, social), named by its aria-label. */
export default function NavbarIconLink({href, label, icon, mobile, className}: Props) {
  const svg = (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
      <path d={ICONS[icon]} />
    </svg>
  );
  if (mobile) {
    return (
      <li className="menu__list-item">
        <a className={clsx('menu__link', styles.mobileLink)} href={href} target="_blank" rel="noopener noreferrer">
          {svg}
          <span>{label}</span>
        </a>
      </li>
    );
  }
  return (
    <a
      className={clsx('navbar__item', styles.iconLink, className)}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}>
      {svg}
    </a>
  );
}
