/**
 * Which keys open the search modal, shared by the search button that renders before the search
 * code has loaded (theme/NavbarSearch) and the loaded bar (searchBarHooks.ts). Kept apart so the
 * button carries these few lines and nothing else of the search code.
 */

/** DocSearch's own rule for "/": not while the visitor is typing into a field. */
function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/** Whether typed letters should go to search: nothing else has focus (or the search button has it). */
export function isTypingTarget(element: Element | null, button: Element | null): boolean {
  return element === null || element === document.body || element === document.documentElement || element === button;
}

/**
 * A character typed once the modal has been asked for and before it is there: any printable key
 * without a modifier (Ctrl/Cmd+F and other shortcuts stay the browser's), spaces and punctuation
 * included, so that "render media" or "@remotion/player" typed at once after Ctrl/Cmd+K arrives whole.
 */
export function pendingCharacter(event: KeyboardEvent): string | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  return event.key.length === 1 ? event.key : null;
}

/** A letter or digit typed without a modifier: the keys that open the modal by typing. */
export function typedCharacter(event: KeyboardEvent): string | null {
  const character = pendingCharacter(event);
  return character !== null && /[\p{L}\p{N}]/u.test(character) ? character : null;
}

/**
 * The character a key press adds to search once the search bar has loaded: while the modal is
 * on its way or on screen before its input has focus (`underway`), any printable character, as
 * before the bar loaded (so a space typed in that moment is not lost); otherwise a letter or
 * digit, the keys that open it by typing.
 */
export function loadedBarKey(event: KeyboardEvent, underway: boolean): string | null {
  return underway ? pendingCharacter(event) : typedCharacter(event);
}

/**
 * What a key press asks of search before its code has loaded: `''` to open the modal (Ctrl/Cmd+K,
 * or "/" outside a field, DocSearch's shortcuts), the character to open it with (a letter or digit
 * typed while nothing else has focus), or null when the key is not for search. While the modal is
 * on its way (`opening`), every printable character belongs to the query.
 */
export function openingKey(event: KeyboardEvent, button: Element | null, opening = false): string | null {
  if (event.key?.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) return '';
  const pending = opening ? pendingCharacter(event) : null;
  if (pending !== null) return pending;
  if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditing(event.target)) return '';
  const typed = typedCharacter(event);
  return typed !== null && isTypingTarget(document.activeElement, button) ? typed : null;
}
