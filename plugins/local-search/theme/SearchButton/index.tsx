/**
 * DocSearch's search button, as @docsearch/react 4.7 renders it (same elements, classes and labels),
 * without DocSearch's code: what the navbar shows until the search code loads, so the swap to the
 * real button moves nothing on screen. The key hint appears after mount, as DocSearch's does. Both
 * buttons are named by their visible text (see useNamedByText in DocSearchBar).
 */
import React, {forwardRef, useEffect, useState, type ComponentPropsWithoutRef} from 'react';

type Props = ComponentPropsWithoutRef<'button'> & {text: string};

/** "⌘" on Apple platforms, "Ctrl" elsewhere; null until mounted (the server cannot know). */
function usePlatformKey(): '⌘' | 'Ctrl' | null {
  const [key, setKey] = useState<'⌘' | 'Ctrl' | null>(null);
  useEffect(() => setKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);
  return key;
}

function SearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
      <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({text, ...buttonProps}, ref) {
  const key = usePlatformKey();
  const shortcut = key === 'Ctrl' ? 'Control+k' : 'Meta+k';
  return (
    // Named by its visible text ("Search"), so the spoken name matches what is shown (WCAG 2.5.3);
    // the key hint is announced through aria-keyshortcuts, not read out as "Ctrl K".
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-keyshortcuts={shortcut}
      {...buttonProps}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{text}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {key !== null && (
          <>
            <kbd className={key === 'Ctrl' ? 'DocSearch-Button-Key DocSearch-Button-Key--ctrl' : 'DocSearch-Button-Key'}>{key}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
