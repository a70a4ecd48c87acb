// The app root, with what two capabilities mount once for every route beside the app: Ask AI
// (plugins/chat-panel: the third-party panel's bridge and our own panel) and the offline
// navigation guard (plugins/offline-navigation). Docusaurus lets only one theme wrap Root through
// `@theme-init` (a second plugin wrapper would be lost), so the plugins ship these as components
// and the site puts them here.
import React, {type ReactNode} from 'react';
import OriginalRoot from '@theme-original/Root';
import ChatRoot from '@theme/ChatRoot';
import NavigationGuard from '@theme/NavigationGuard';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <OriginalRoot>{children}</OriginalRoot>
      <NavigationGuard />
      <ChatRoot />
    </>
  );
}
