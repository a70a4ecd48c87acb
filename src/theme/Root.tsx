// Wraps the app root to mount Ask AI once for every route: the third-party panel bridge and our own panel.
import React, {type ReactNode} from 'react';
import OriginalRoot from '@theme-original/Root';
import ChatRoot from '@site/plugins/chat-panel/components/ChatRoot';

export default function Root({children}: {children: ReactNode}) {
  return (
    <>
      <OriginalRoot>{children}</OriginalRoot>
      <ChatRoot />
    </>
  );
}
