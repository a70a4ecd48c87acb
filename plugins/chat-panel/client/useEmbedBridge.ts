import {useCallback, useEffect, useState} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {parseHostMessage, parseThemeSignal} from './protocol';
import {isPlainClick} from './plainClick';
import type {FollowLink} from '../components/AssistantLink';

/** Where this frame's parent is, from the browser (it cannot be forged by the parent's scripts). */
function parentOrigin(): string | null {
  const ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0]!;
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * /ai-embed speaks the same protocol as the chat panel, from the panel's side: it tells its
 * parent `embed-ready`, follows the parent's `dark-mode` / `light-mode`, and once the parent has
 * announced its host, hands links to it as `internal-link-click` instead of navigating itself.
 * Only messages from the parent frame count. Returns how links should be followed.
 */
export function useEmbedBridge(): FollowLink | null {
  const {setColorMode} = useColorMode();
  const [framed, setFramed] = useState(false);
  const [host, setHost] = useState<{origin: string} | null>(null);

  useEffect(() => {
    if (window.parent === window) return undefined;
    setFramed(true);
    const origin = parentOrigin();
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || (origin && event.origin !== origin)) return;
      const theme = parseThemeSignal(event.data);
      if (theme) {
        setColorMode(theme === 'dark-mode' ? 'dark' : 'light');
        return;
      }
      if (parseHostMessage(event.data)) setHost({origin: event.origin});
    };
    window.addEventListener('message', onMessage);
    // The message says nothing private; without a known parent origin it cannot be addressed better.
    window.parent.postMessage(JSON.stringify({type: 'embed-ready'}), origin ?? '*');
    return () => window.removeEventListener('message', onMessage);
  }, [setColorMode]);

  const follow = useCallback<FollowLink>(
    (path, event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      if (host) {
        window.parent.postMessage(JSON.stringify({type: 'internal-link-click', url: new URL(path, host.origin).href}), host.origin);
      } else {
        window.open(new URL(path, window.location.origin).href, '_blank', 'noopener,noreferrer');
      }
    },
    [host],
  );
  return framed ? follow : null;
}
