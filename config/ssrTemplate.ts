/**
 * The HTML template of every page: Docusaurus' default (@docusaurus/core/lib/ssg/ssgTemplate.html.js)
 * with two changes to how the page's scripts load.
 *
 * - No route chunks' scripts. Since plugins/route-sections lets the server find a page's route
 *   chunks, the default template lists their stylesheets (wanted: no late CSS) and their scripts as
 *   deferred scripts. Lighthouse's mobile run scored /docs/ lower with them (median of 3, same build
 *   otherwise: 85 with TBT 452 ms and LCP 2.61 s, against 89, 402 ms and 2.28 s without), so
 *   main.js loads the route chunks it needs, as Docusaurus used to.
 * - The page paints before its scripts run. Deferred scripts run as soon as the document is
 *   parsed, and when they have arrived by then (a fast network, a slow phone) the first paint waits
 *   for main.js to be evaluated. Here the runtime and main.js are fetched at once (preloaded, at low
 *   priority so they do not compete with the stylesheets) and run, in order, after the browser has
 *   reported the first contentful paint (see startAfterFirstPaint).
 */

/** Files the page runs itself: the bundler runtime and the entry. */
export const ENTRY_SCRIPT = /(?:^|\/)(?:runtime~main|main)\.[0-9a-f]+\.js$/;

/** What startAfterFirstPaint needs of the page, so that tests can hand it a fake one. */
export type PageGlobals = {
  document: Pick<Document, 'visibilityState' | 'createElement' | 'head' | 'addEventListener'>;
  performance: Pick<Performance, 'getEntriesByName'>;
  PerformanceObserver?: {supportedEntryTypes?: readonly string[]; new (callback: (list: PerformanceObserverEntryList, observer: PerformanceObserver) => void): Pick<PerformanceObserver, 'observe' | 'disconnect'>};
  setTimeout: (callback: () => void, ms: number) => unknown;
};

/**
 * Inlined at the end of every page (its source, see ssrTemplate) and called with the page's entry
 * scripts: appends them, in order (`async = false`), once the first contentful paint has been
 * reported, which is after the frame that shows the page. It starts them at once when the browser
 * cannot report paints or the page is in a background tab (which does not paint), when the tab is
 * hidden meanwhile, and after 3 s whatever happens, so the page always comes to life.
 * No outer names and no syntax that needs compiling: its source runs as it is in the browser.
 */
export function startAfterFirstPaint(sources: string[], page?: PageGlobals): void {
  const w = page || (window as unknown as PageGlobals);
  let started = false;
  function start() {
    if (started) return;
    started = true;
    for (let i = 0; i < sources.length; i++) {
      const script = w.document.createElement('script');
      script.src = sources[i]!;
      script.async = false;
      w.document.head.appendChild(script);
    }
  }
  const Observer = w.PerformanceObserver;
  if (w.document.visibilityState === 'hidden' || !Observer || !Observer.supportedEntryTypes || Observer.supportedEntryTypes.indexOf('paint') < 0) {
    start();
    return;
  }
  if (w.performance.getEntriesByName('first-contentful-paint').length > 0) {
    start();
    return;
  }
  const observer = new Observer(function (list, self) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    self.disconnect();
    start();
  });
  observer.observe({type: 'paint', buffered: true});
  w.document.addEventListener('visibilitychange', start);
  w.setTimeout(start, 3000);
}

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% const entryScripts = it.scripts.filter((script) => ${ENTRY_SCRIPT}.test(script)).map((script) => it.baseUrl + script); %>
    <% entryScripts.forEach((src) => { %>
      <link rel="preload" href="<%= src %>" as="script" fetchpriority="low" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>(${startAfterFirstPaint.toString()})(<%~ JSON.stringify(entryScripts) %>);</script>
  </body>
</html>
`;
