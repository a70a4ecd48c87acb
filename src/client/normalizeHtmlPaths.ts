/**
 * Static hosts serve `/docs/support.html` and `/blog/index.html` as well as the clean paths.
 * The router already renders the right page for them; this replaces the address with the clean
 * path so that links people copy, analytics and canonical URLs all agree.
 */
import type {ClientModule} from '@docusaurus/types';

export function cleanPath(pathname: string): string | null {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length);
  return null;
}

function normalize(): void {
  const {pathname, search, hash} = window.location;
  const clean = cleanPath(pathname);
  if (clean !== null) {
    window.history.replaceState(window.history.state, '', clean + search + hash);
  }
}

if (typeof window !== 'undefined') normalize();

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    normalize();
  },
};

export default clientModule;
