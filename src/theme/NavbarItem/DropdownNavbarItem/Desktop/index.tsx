// Wraps the desktop navbar dropdown so that Escape closes an open menu and returns focus to its button.
import React, {type ComponentProps, type KeyboardEvent} from 'react';
import Desktop from '@theme-original/NavbarItem/DropdownNavbarItem/Desktop';

function closeOnEscape(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'Escape') return;
  const open = event.currentTarget.querySelector('.dropdown--show');
  const button = open?.querySelector<HTMLElement>(':scope > .navbar__link');
  if (!button) return;
  event.preventDefault();
  button.focus();
  // The theme keeps the open state to itself and toggles it on Enter: press it for the visitor.
  button.dispatchEvent(new window.KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
}

export default function DesktopDropdownWrapper(props: ComponentProps<typeof Desktop>) {
  return (
    // display: contents keeps the theme's layout; the wrapper only listens to keys from inside.
    <div style={{display: 'contents'}} onKeyDown={closeOnEscape}>
      <Desktop {...props} />
    </div>
  );
}
