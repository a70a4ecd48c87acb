import {createMemoryHistory} from 'history';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {guardNavigation, siteAnswers, targetOf, type BlockedNavigation, type GuardOptions, type GuardedHistory} from '../client/guardNavigation';
import {noticeText} from '../theme/NavigationNotice';

const BASE = 'https://www.remotion.dev';

/** A promise with its settle functions, to decide when a load finishes. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return {promise, resolve, reject};
}

/** A memory history on `start`, guarded with loads that the test settles one by one. */
function setup(start = '/docs/a', options: Partial<GuardOptions> = {}) {
  const history = createMemoryHistory({initialEntries: [start]});
  const loads: {pathname: string; load: ReturnType<typeof deferred>}[] = [];
  const blocked: BlockedNavigation[] = [];
  const loadPage = vi.fn();
  const unguard = guardNavigation(history as unknown as GuardedHistory, {
    preload: (pathname) => {
      const load = deferred();
      loads.push({pathname, load});
      return load.promise;
    },
    siteAnswers: async () => false,
    loadPage,
    onBlocked: (navigation) => blocked.push(navigation),
    base: () => BASE + history.location.pathname,
    ...options,
  });
  return {history, loads, blocked, loadPage, unguard};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('guardNavigation', () => {
  it('changes the address only once the next page has loaded', async () => {
    const {history, loads} = setup();
    history.push('/docs/b?x=1#part');
    expect(history.location.pathname).toBe('/docs/a');
    expect(loads.map((l) => l.pathname)).toEqual(['/docs/b']);
    loads[0]!.load.resolve();
    await settle();
    expect(history.location).toMatchObject({pathname: '/docs/b', search: '?x=1', hash: '#part'});
    expect(history.action).toBe('PUSH');
  });

  it('goes at once to the current path and to paths loaded before', async () => {
    const {history, loads} = setup();
    history.push('#section');
    expect(history.location.hash).toBe('#section');
    history.replace({pathname: '/docs/a', search: '?q=spring'});
    expect(history.location.search).toBe('?q=spring');
    history.push('/docs/b');
    loads[0]!.load.resolve();
    await settle();
    history.push('/docs/a');
    expect(history.location.pathname).toBe('/docs/a');
    history.push('/docs/b');
    expect(history.location.pathname).toBe('/docs/b');
    expect(loads).toHaveLength(1);
  });

  it('keeps the current page and reports the navigation when the site does not answer', async () => {
    const {history, loads, blocked, loadPage} = setup();
    history.push('/docs/b');
    loads[0]!.load.reject(new Error('ChunkLoadError'));
    await settle();
    expect(history.location.pathname).toBe('/docs/a');
    expect(history.length).toBe(1);
    expect(loadPage).not.toHaveBeenCalled();
    expect(blocked).toHaveLength(1);
    expect(blocked[0]).toMatchObject({pathname: '/docs/b', href: `${BASE}/docs/b`, failures: 1});

    // Still offline: a retry fails again and says so.
    const failing = blocked[0]!.retry();
    loads[1]!.load.reject(new Error('ChunkLoadError'));
    expect(await failing).toBe(false);
    expect(blocked[1]).toMatchObject({pathname: '/docs/b', failures: 2});
    expect(history.location.pathname).toBe('/docs/a');

    // Back online: the retry opens the page, with the navigation's own action.
    const opening = blocked[1]!.retry();
    loads[2]!.load.resolve();
    expect(await opening).toBe(true);
    expect(history.location.pathname).toBe('/docs/b');
    expect(history.action).toBe('PUSH');
  });

  it('loads the page in full when the site answers (a new deployment replaced the chunks)', async () => {
    const {history, loads, blocked, loadPage} = setup('/docs/a', {siteAnswers: async () => true});
    history.replace('/docs/b');
    loads[0]!.load.reject(new Error('ChunkLoadError'));
    await settle();
    expect(loadPage).toHaveBeenCalledWith(`${BASE}/docs/b`);
    expect(blocked).toEqual([]);
  });

  it('lets the latest navigation win', async () => {
    const {history, loads, blocked} = setup();
    history.push('/docs/b');
    history.push('/docs/c');
    loads[1]!.load.resolve();
    await settle();
    loads[0]!.load.reject(new Error('ChunkLoadError'));
    await settle();
    expect(history.location.pathname).toBe('/docs/c');
    expect(blocked).toEqual([]);
  });

  it('ignores a retry that finishes after the navigation was dismissed or left by going back', async () => {
    const {history, loads, blocked} = setup();
    history.push('/docs/b');
    loads[0]!.load.resolve();
    await settle();
    history.push('/docs/c');
    loads[1]!.load.reject(new Error('ChunkLoadError'));
    await settle();
    const late = blocked[0]!.retry();
    blocked[0]!.cancel();
    loads[2]!.load.resolve();
    expect(await late).toBe(false);
    expect(history.location.pathname).toBe('/docs/b');

    // What the late retry loaded stays loaded; another page fails, and going back leaves it.
    history.push('/docs/d');
    loads[3]!.load.reject(new Error('ChunkLoadError'));
    await settle();
    const again = blocked[1]!.retry();
    history.goBack();
    loads[4]!.load.resolve();
    expect(await again).toBe(false);
    expect(history.location.pathname).toBe('/docs/a');
  });

  it('puts the history methods back when removed', () => {
    const history = createMemoryHistory();
    const {push, replace} = history;
    const unguard = guardNavigation(history as unknown as GuardedHistory, {
      preload: async () => undefined,
      siteAnswers: async () => false,
      loadPage: () => undefined,
      onBlocked: () => undefined,
      base: () => BASE,
    });
    expect(history.push).not.toBe(push);
    unguard();
    expect(history.push).toBe(push);
    expect(history.replace).toBe(replace);
  });

  it('resolves relative and object targets against the current address', () => {
    const history = createMemoryHistory({initialEntries: ['/docs/player/api']});
    expect(targetOf(history as unknown as GuardedHistory, 'props', `${BASE}/docs/player/api`)).toEqual({pathname: '/docs/player/props', href: `${BASE}/docs/player/props`});
    expect(targetOf(history as unknown as GuardedHistory, {pathname: '/docs/', hash: '#x'}, BASE)).toEqual({pathname: '/docs/', href: `${BASE}/docs/#x`});
  });
});

describe('siteAnswers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is true when the site sends any response and false when the request fails', async () => {
    const answering = vi.fn(async () => new Response(null, {status: 404}));
    expect(await siteAnswers(`${BASE}/docs/b`, answering)).toBe(true);
    expect(answering).toHaveBeenCalledWith(`${BASE}/docs/b`, expect.objectContaining({method: 'HEAD', cache: 'no-store'}));
    expect(await siteAnswers(`${BASE}/docs/b`, async () => Promise.reject(new TypeError('Failed to fetch')))).toBe(false);
  });

  it('does not ask when the browser knows it is offline', async () => {
    vi.stubGlobal('navigator', {onLine: false});
    const fetcher = vi.fn(async () => new Response(null));
    expect(await siteAnswers(`${BASE}/docs/b`, fetcher)).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('noticeText', () => {
  const navigation = {pathname: '/docs/b', failures: 1};
  it('says what happened, then what changed', () => {
    expect(noticeText(navigation, {retrying: false, backOnline: false})).toBe('/docs/b could not be loaded: your connection seems to be offline. You are still on this page.');
    expect(noticeText({...navigation, failures: 2}, {retrying: false, backOnline: false})).toMatch(/^Still no connection/);
    expect(noticeText(navigation, {retrying: true, backOnline: false})).toBe('Loading /docs/b…');
    expect(noticeText({...navigation, failures: 2}, {retrying: false, backOnline: true})).toBe('Your connection is back. Retry to open /docs/b.');
  });
});
