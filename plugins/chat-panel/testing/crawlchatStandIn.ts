import http from 'node:http';
import type {AddressInfo} from 'node:net';

/**
 * A stand-in for the third-party chat service on a second local origin, for end-to-end tests.
 * It serves an embed script that behaves like CrawlChat's public one as far as the site can
 * see (a side-panel frame, `window.crawlchatEmbed` with toggleSidePanel / isSidePanelOpen /
 * open), and a panel page that posts the protocol's messages to its parent and records what it
 * receives. Tests drive the panel page through `window.panelTest` inside the frame.
 *
 * - `/embed.js`: the embed; the panel frame posts `embed-ready` when it loads.
 * - `/silent.js`: the same embed, but the frame never reports ready.
 * - `/open-later.js?ms=N`: the embed opens its panel by itself N ms after loading (as a panel
 *   restored from a previous visit would), to test when the page notices.
 * - `/host.html?site=ORIGIN`: a page of another app that frames the site's /ai-embed and records
 *   what it receives; tests post to the frame through `window.hostTest`.
 * - anything else: 404, for the load-failure path.
 */
export type ChatStandIn = {origin: string; close(): Promise<void>};

const PANEL_HTML = `<!doctype html>
<html><head><meta charset="utf-8"><title>Chat panel stand-in</title></head>
<body>
<p>Chat panel stand-in</p>
<script>
  window.received = [];
  window.addEventListener('message', function (event) {
    window.received.push({origin: event.origin, data: event.data});
  });
  window.panelTest = {
    send: function (data) { parent.postMessage(data, '*'); },
    received: function () { return window.received; }
  };
  if (!/[?&]silent=1/.test(location.search)) parent.postMessage(JSON.stringify({type: 'embed-ready'}), '*');
</script>
</body></html>`;

function embedScript(origin: string, options: {silent: boolean; openAfterMs: number | null}): string {
  return `(function () {
  var me = document.currentScript;
  var siteId = me && me.dataset.id;
  var panel = document.createElement('div');
  panel.id = 'chat-stand-in-panel';
  panel.style.cssText = 'position:fixed;top:0;right:0;bottom:0;width:380px;z-index:1000;background:#fff;display:none';
  var frame = document.createElement('iframe');
  frame.title = 'Chat stand-in';
  frame.style.cssText = 'border:0;width:100%;height:100%';
  frame.src = ${JSON.stringify(origin)} + '/panel.html?site=' + encodeURIComponent(siteId || '')${options.silent ? " + '&silent=1'" : ''};
  panel.appendChild(frame);
  document.body.appendChild(panel);
  var open = false;
  function show(value) { open = value; panel.style.display = value ? 'block' : 'none'; }
  window.crawlchatEmbed = {
    toggleSidePanel: function () { show(!open); },
    isSidePanelOpen: function () { return open; },
    open: function (options) { window.__standInLastQuery = options && options.query; show(true); },
    hide: function () { show(false); },
    sidepanel: me && me.dataset.sidepanel,
    hideAskAi: me && me.dataset.hideAskAi
  };
  ${options.openAfterMs === null ? '' : `setTimeout(function () { show(true); }, ${options.openAfterMs});`}
})();`;
}

const HOST_HTML = `<!doctype html>
<html><head><meta charset="utf-8"><title>Host app stand-in</title></head>
<body style="margin:0">
<iframe id="embed" title="Ask AI" style="border:0;width:100vw;height:100vh"></iframe>
<script>
  var site = new URLSearchParams(location.search).get('site');
  var frame = document.getElementById('embed');
  window.received = [];
  window.addEventListener('message', function (event) {
    window.received.push({origin: event.origin, data: event.data});
  });
  window.hostTest = {
    send: function (data) { frame.contentWindow.postMessage(data, site); },
    received: function () { return window.received; }
  };
  frame.src = site + '/ai-embed';
</script>
</body></html>`;

export async function startChatStandIn(port = 0): Promise<ChatStandIn> {
  let origin = '';
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, {'content-type': type, 'cache-control': 'no-store'});
      response.end(body);
    };
    if (url.pathname === '/panel.html') return send(200, 'text/html; charset=utf-8', PANEL_HTML);
    if (url.pathname === '/host.html') return send(200, 'text/html; charset=utf-8', HOST_HTML);
    if (url.pathname === '/embed.js') return send(200, 'text/javascript', embedScript(origin, {silent: false, openAfterMs: null}));
    if (url.pathname === '/silent.js') return send(200, 'text/javascript', embedScript(origin, {silent: true, openAfterMs: null}));
    if (url.pathname === '/open-later.js') {
      const ms = Number(url.searchParams.get('ms') ?? '300');
      return send(200, 'text/javascript', embedScript(origin, {silent: false, openAfterMs: ms}));
    }
    return send(404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
