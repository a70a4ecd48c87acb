import {describe, expect, it} from 'vitest';
import {loadedBarKey, openingKey, pendingCharacter, typedCharacter} from '../client/openingKeys';

/** The fields of a keydown these functions read. */
const key = (value: string, modifiers: Partial<Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'isComposing' | 'defaultPrevented'>> = {}) =>
  ({key: value, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, isComposing: false, defaultPrevented: false, target: null, ...modifiers}) as unknown as KeyboardEvent;

describe('keys typed once the search bar has loaded', () => {
  it('open the modal on letters and digits, and keep every printable key while it is underway', () => {
    expect(loadedBarKey(key('r'), false)).toBe('r');
    expect(loadedBarKey(key(' '), false)).toBeNull();
    expect(loadedBarKey(key('/'), false)).toBeNull();
    for (const character of [' ', '@', '/', 'r']) expect(loadedBarKey(key(character), true)).toBe(character);
    expect(loadedBarKey(key('f', {ctrlKey: true}), true)).toBeNull();
    expect(loadedBarKey(key('Tab'), true)).toBeNull();
  });
});

describe('keys typed before the search code has loaded', () => {
  it('opens on letters and digits only while nothing asked for the modal yet', () => {
    expect(typedCharacter(key('r'))).toBe('r');
    expect(typedCharacter(key('7'))).toBe('7');
    expect(typedCharacter(key(' '))).toBeNull();
    expect(typedCharacter(key('@'))).toBeNull();
    expect(typedCharacter(key('r', {ctrlKey: true}))).toBeNull();
  });

  it('keeps every printable character once the modal is on its way', () => {
    for (const character of [' ', '@', '/', '.', '<', 'é', 'R']) {
      expect(pendingCharacter(key(character))).toBe(character);
      expect(openingKey(key(character), null, true)).toBe(character);
    }
    // Shortcuts, keys without a character and composition stay out of the query.
    expect(pendingCharacter(key('c', {metaKey: true}))).toBeNull();
    expect(pendingCharacter(key('a', {altKey: true}))).toBeNull();
    expect(pendingCharacter(key('Enter'))).toBeNull();
    expect(pendingCharacter(key('ArrowDown'))).toBeNull();
    expect(pendingCharacter(key('a', {isComposing: true}))).toBeNull();
    expect(pendingCharacter(key('a', {defaultPrevented: true}))).toBeNull();
  });

  it('treats Ctrl/Cmd+K as a request to open, whether or not one is pending', () => {
    expect(openingKey(key('k', {ctrlKey: true}), null)).toBe('');
    expect(openingKey(key('K', {metaKey: true}), null, true)).toBe('');
    expect(openingKey(key('k', {ctrlKey: true, shiftKey: true}), null, true)).toBeNull();
  });
});
