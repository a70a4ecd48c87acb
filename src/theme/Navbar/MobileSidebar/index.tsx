// Wraps the mobile menu to make it a modal dialog (focus moves into it, Tab stays inside, Escape
// closes it, focus returns to the menu button) and to render it whenever its button shows: the
// theme renders it for narrow windows only, while the button follows the page's own width.
import React, {useEffect} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {trapTab} from './focus';
import {useMenuButtonShown} from './menuButton';
import './pageColumn.module.css';

export default function MobileSidebarWrapper() {
  const {shown, toggle, shouldRender} = useNavbarMobileSidebar();
  const buttonShown = useMenuButtonShown();
  // A wide window whose page is narrow (the Ask AI panel takes the rest): the theme does not
  // render the menu there, so it is rendered here.
  const renderHere = !shouldRender && buttonShown;

  // The page became wide again (panel closed, window widened) while the menu was open.
  useEffect(() => {
    if (shown && !shouldRender && !buttonShown) toggle();
  }, [shown, shouldRender, buttonShown, toggle]);

  useEffect(() => {
    const panel = document.querySelector<HTMLElement>('.navbar-sidebar');
    if (!panel) return undefined;
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'Main menu');
    if (!shown) {
      panel.removeAttribute('aria-modal');
      return undefined;
    }
    panel.setAttribute('aria-modal', 'true');
    // The panel is still `visibility: hidden` until its opening transition has started, and a
    // hidden element cannot take focus: try again on the next frames until it does.
    let frame = 0;
    let attempts = 0;
    const focusClose = () => {
      const close = panel.querySelector<HTMLElement>('.navbar-sidebar__close');
      close?.focus();
      if (close && document.activeElement !== close && ++attempts < 30) frame = requestAnimationFrame(focusClose);
    };
    focusClose();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        toggle();
      } else if (event.key === 'Tab') {
        trapTab(panel, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      // Closing removes the focused link from view; give focus back to the button that opened it.
      const active = document.activeElement;
      if (active === null || active === document.body || panel.contains(active)) {
        document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
      }
    };
  }, [shown, toggle, renderHere]);

  return (
    <>
      {/* Always rendered: it also locks the page's scrolling while the menu is open. */}
      <MobileSidebar />
      {renderHere && (
        <NavbarMobileSidebarLayout
          header={<NavbarMobileSidebarHeader />}
          primaryMenu={<NavbarMobileSidebarPrimaryMenu />}
          secondaryMenu={<NavbarMobileSidebarSecondaryMenu />}
        />
      )}
    </>
  );
}
