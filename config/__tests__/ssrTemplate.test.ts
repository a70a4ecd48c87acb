import {describe, expect, it} from 'vitest';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate.js';
import {ssrTemplate, startAfterFirstPaint, type PageGlobals} from '../ssrTemplate';

type Observed = {callback: (list: PerformanceObserverEntryList, observer: PerformanceObserver) => void; disconnected: boolean; options?: PerformanceObserverInit};

/** A page that records the scripts appended to its head and lets the test report paints. */
function fakePage({visibility = 'visible', paintSupport = true, painted = false} = {}) {
  const appended: {src: string; async: boolean}[] = [];
  const observers: Observed[] = [];
  const timers: (() => void)[] = [];
  const listeners: Record<string, () => void> = {};
  const entries = (names: string[]) => ({getEntriesByName: (name: string) => names.filter((n) => n === name).map((n) => ({name: n}))}) as unknown as PerformanceObserverEntryList;
  class Observer {
    static supportedEntryTypes = paintSupport ? ['paint', 'largest-contentful-paint'] : ['resource'];
    disconnected = false;
    options?: PerformanceObserverInit;
    constructor(public callback: Observed['callback']) {
      observers.push(this);
    }
    observe(options: PerformanceObserverInit) {
      this.options = options;
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const page: PageGlobals = {
    document: {
      visibilityState: visibility as DocumentVisibilityState,
      createElement: (() => ({src: '', async: true})) as unknown as Document['createElement'],
      head: {appendChild: (node: {src: string; async: boolean}) => appended.push({src: node.src, async: node.async})} as unknown as HTMLHeadElement,
      addEventListener: ((type: string, listener: () => void) => {
        listeners[type] = listener;
      }) as unknown as Document['addEventListener'],
    },
    performance: {getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{name}] : [])} as unknown as Performance,
    PerformanceObserver: Observer as unknown as PageGlobals['PerformanceObserver'],
    setTimeout: (callback) => timers.push(callback),
  };
  const paint = (...names: string[]) => observers.forEach((o) => !o.disconnected && o.callback(entries(names), o as unknown as PerformanceObserver));
  return {page, appended, observers, timers, listeners, paint};
}

const SOURCES = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];

describe('startAfterFirstPaint', () => {
  it('appends the scripts in order, not async, once the first contentful paint is reported, and only once', () => {
    const {page, appended, observers, timers, listeners, paint} = fakePage();
    startAfterFirstPaint(SOURCES, page);
    expect(appended).toEqual([]);
    expect(observers[0]?.options).toEqual({type: 'paint', buffered: true});
    paint('first-paint');
    expect(appended).toEqual([]);
    paint('first-contentful-paint');
    expect(appended).toEqual(SOURCES.map((src) => ({src, async: false})));
    expect(observers[0]?.disconnected).toBe(true);
    // The fallbacks find the scripts started.
    timers.forEach((run) => run());
    listeners.visibilitychange?.();
    expect(appended).toHaveLength(2);
  });

  it('starts after 3 s or when the tab is hidden, if no paint is reported', () => {
    const timed = fakePage();
    startAfterFirstPaint(SOURCES, timed.page);
    timed.timers.forEach((run) => run());
    expect(timed.appended.map((s) => s.src)).toEqual(SOURCES);

    const hidden = fakePage();
    startAfterFirstPaint(SOURCES, hidden.page);
    hidden.listeners.visibilitychange?.();
    expect(hidden.appended.map((s) => s.src)).toEqual(SOURCES);
  });

  it('starts at once in a background tab, without paint timing, or when the paint came first', () => {
    for (const options of [{visibility: 'hidden'}, {paintSupport: false}, {painted: true}]) {
      const {page, appended, observers} = fakePage(options);
      startAfterFirstPaint(SOURCES, page);
      expect(appended.map((s) => s.src)).toEqual(SOURCES);
      expect(observers).toEqual([]);
    }
  });
});

describe('ssrTemplate', () => {
  it('preloads the entry scripts at low priority and starts them with the inlined function, no route chunk scripts', async () => {
    const render = await compileSSGTemplate(ssrTemplate);
    const html = render({
      htmlAttributes: 'lang="en"',
      bodyAttributes: '',
      version: '3.10.2',
      metaAttributes: [],
      headTags: '',
      preBodyTags: '',
      postBodyTags: '',
      appHtml: '<main>Page</main>',
      baseUrl: '/',
      noIndex: false,
      stylesheets: ['assets/css/styles.1.css'],
      scripts: ['assets/js/runtime~main.0a1b2c3d.js', 'assets/js/main.4e5f6a7b.js', 'assets/js/12345.89abcdef.js'],
    });
    expect(html).toContain('<link rel="preload" href="/assets/js/runtime~main.0a1b2c3d.js" as="script" fetchpriority="low" />');
    expect(html).toContain('<link rel="preload" href="/assets/js/main.4e5f6a7b.js" as="script" fetchpriority="low" />');
    expect(html).not.toContain('12345.89abcdef.js');
    expect(html).not.toMatch(/<script[^>]* src=/);
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(inline).toContain('["/assets/js/runtime~main.0a1b2c3d.js","/assets/js/main.4e5f6a7b.js"]');
    // The inlined source runs on its own: given a page, it starts the scripts.
    const {page, appended} = fakePage({painted: true});
    new Function('window', inline)(page);
    expect(appended.map((s) => s.src)).toEqual(['/assets/js/runtime~main.0a1b2c3d.js', '/assets/js/main.4e5f6a7b.js']);
  });
});
