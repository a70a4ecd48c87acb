import type React from 'react';

/** A click that means "follow here": left button, no modifier (those open tabs and windows). */
export function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
