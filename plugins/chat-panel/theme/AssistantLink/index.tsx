import React, {createContext, useContext, type ReactNode} from 'react';
import Link from '@docusaurus/Link';

/**
 * How links inside the assistant are followed. By default they navigate in place (client-side);
 * /ai-embed replaces this to hand links to the page it is embedded in.
 */
export type FollowLink = (path: string, event: React.MouseEvent<HTMLAnchorElement>) => void;

export const FollowLinkContext = createContext<FollowLink | null>(null);

export default function AssistantLink({to, className, children}: {to: string; className?: string; children: ReactNode}) {
  const follow = useContext(FollowLinkContext);
  return (
    <Link to={to} className={className} onClick={follow ? (event) => follow(to, event) : undefined}>
      {children}
    </Link>
  );
}
