// Wraps the navbar logo: a right-click opens the brand assets page in a new tab instead of the browser menu.
import React, {type MouseEvent} from 'react';
import NavbarLogo from '@theme-original/Navbar/Logo';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

export default function NavbarLogoWrapper() {
  const {siteConfig} = useDocusaurusContext();
  const brandPath = useBaseUrl(String(siteConfig.customFields?.brandPagePath ?? '/about'));
  const onContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    window.open(brandPath, '_blank', 'noopener');
  };
  return (
    <div className={styles.wrapper} onContextMenu={onContextMenu} data-testid="navbar-logo">
      <NavbarLogo />
    </div>
  );
}
