// Wraps the mobile menu to make it a modal dialog: focus moves into it, Tab stays inside, Escape
// closes it, and focus returns to the menu button when it closes.
import React, {useEffect} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {trapTab} from './focus';

export default function MobileSidebarWrapper() {
  const {shown, toggle} = useNavbarMobileSidebar();

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
  }, [shown, toggle]);

  return <MobileSidebar />;
}
