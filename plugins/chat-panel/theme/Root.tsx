// Wraps the app root to mount Ask AI once for every route: the third-party panel bridge and our own
// panel. `@theme-init`: the core's Root (`@theme-original` here would be this file).
import React, {type ReactNode} from 'react';
import InitialRoot from '@theme-init/Root';
import ChatRoot from './ChatRoot';

export default function Root({children}: {children: ReactNode}) {
  return (
    <>
      <InitialRoot>{children}</InitialRoot>
      <ChatRoot />
    </>
  );
}
