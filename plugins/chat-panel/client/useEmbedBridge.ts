/**
 * The /ai-embed page's side of the chat panel protocol (protocol.ts), for a page that frames the
 * site's assistant. The parent's origin comes from the browser, not from a message, and nothing is
 * posted to `*`, so another site cannot read or steer the frame by pretending to be its parent.
 */
import {useCallback, useEffect, useState} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {parseHostMessage, parseThemeSignal} from './protocol';
import {isPlainClick} from './plainClick';
import type {FollowLink} from '../theme/AssistantLink';

/** An http(s) origin, or null for anything else: 'null' (opaque), file:, about:, or not a URL. */
export function usableOrigin(value: string | null | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where this frame's parent is, from the browser (it cannot be forged by the parent's scripts),
 * or null when it is unknown or opaque: a sandboxed or data: parent reports 'null', and a parent
 * with `Referrer-Policy: no-referrer` reports nothing.
 */
function parentOrigin(): string | null {
  const ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return usableOrigin(ancestors[0]);
  return usableOrigin(document.referrer);
}

/** Posts to the parent; a parent that went away or changed origin makes this a no-op. */
function postToParent(message: string, origin: string): void {
  try {
    window.parent.postMessage(message, origin);
  } catch (error) {
    console.warn('Ask AI: could not message the page around /ai-embed', error);
  }
}

/**
 * /ai-embed speaks the same protocol as the chat panel, from the panel's side: it tells its
 * parent `embed-ready`, follows the parent's `dark-mode` / `light-mode`, and once the parent has
 * announced its host, hands links to it as `internal-link-click` instead of navigating itself.
 * Only messages from the parent frame, from its origin, count. Nothing is ever posted to `*`:
 * when the parent's origin is unknown or opaque, the page neither posts nor listens and works
 * as a standalone panel. Returns how links should be followed (null: as plain links).
 */
export function useEmbedBridge(): FollowLink | null {
  const {setColorMode} = useColorMode();
  const [framed, setFramed] = useState(false);
  const [host, setHost] = useState<{origin: string} | null>(null);

  useEffect(() => {
    if (window.parent === window) return undefined;
    const origin = parentOrigin();
    if (!origin) return undefined;
    setFramed(true);
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== origin) return;
      const theme = parseThemeSignal(event.data);
      if (theme) {
        setColorMode(theme === 'dark-mode' ? 'dark' : 'light');
        return;
      }
      if (parseHostMessage(event.data)) setHost({origin: event.origin});
    };
    window.addEventListener('message', onMessage);
    postToParent(JSON.stringify({type: 'embed-ready'}), origin);
    return () => window.removeEventListener('message', onMessage);
  }, [setColorMode]);

  const follow = useCallback<FollowLink>(
    (path, event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      if (host) {
        postToParent(JSON.stringify({type: 'internal-link-click', url: new URL(path, host.origin).href}), host.origin);
      } else {
        window.open(new URL(path, window.location.origin).href, '_blank', 'noopener,noreferrer');
      }
    },
    [host],
  );
  return framed ? follow : null;
}
