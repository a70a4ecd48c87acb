// Navigations load the next page before leaving this one, and say so in the page when they cannot
// (offline). Mounted once, beside the app, by src/theme/Root.tsx: Docusaurus lets only one theme
// wrap Root through @theme-init, and the chat panel needs Root too, so neither plugin wraps it.
import React, {useEffect, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import preload from '../../../route-sections/client/preload';
import {guardNavigation, siteAnswers, type BlockedNavigation, type GuardedHistory} from '../../client/guardNavigation';
import NavigationNotice from '../NavigationNotice';

export default function NavigationGuard(): ReactNode {
  const history = useHistory();
  const [blocked, setBlocked] = useState<BlockedNavigation | null>(null);

  useEffect(() => {
    const unguard = guardNavigation(history as unknown as GuardedHistory, {
      preload,
      siteAnswers: (href) => siteAnswers(href),
      loadPage: (href) => window.location.assign(href),
      onBlocked: setBlocked,
      base: () => window.location.href,
    });
    // Any navigation that happens replaces the message.
    const unlisten = history.listen(() => setBlocked(null));
    return () => {
      unlisten();
      unguard();
    };
  }, [history]);

  return blocked ? <NavigationNotice navigation={blocked} onDismiss={() => setBlocked(null)} /> : null;
}
