/**
 * The third-party chat panel (CrawlChat's embed): injects its script and follows whether its
 * panel is visible, since the embed reports that only when asked. The site's own panel answers
 * until the frame reports ready, and for good when the script fails or stays silent, so Ask AI
 * always does something.
 */
import type {ThirdPartySettings} from './settings';
import {getPanelState, onThirdPartyToggle, setProvider, setThirdPartyOpen} from './store';

export const SCRIPT_ID = 'crawlchat-script';

/** When the panel's visibility is read after the script loads (ms), as the spec asks. */
export const LOAD_CHECKS_MS = [100, 500, 1000] as const;
export const ROUTE_CHECK_DEBOUNCE_MS = 50;

/** Reads whether the third-party panel is visible and mirrors it in the store (and body marker). */
export function checkVisibility(): void {
  if (getPanelState().provider !== 'third-party') return;
  let open = false;
  try {
    open = Boolean(window.crawlchatEmbed?.isSidePanelOpen?.());
  } catch {
    // A broken embed counts as closed rather than breaking the page.
  }
  setThirdPartyOpen(open);
}

/** Adds CrawlChat's script to <head>: side-panel mode, its own Ask AI button hidden. */
function injectScript(settings: ThirdPartySettings): HTMLScriptElement {
  const existing = document.getElementById(SCRIPT_ID);
  if (existing instanceof HTMLScriptElement) return existing;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = settings.scriptUrl;
  script.async = true;
  script.dataset.id = settings.siteId;
  script.dataset.sidepanel = 'true';
  script.dataset.hideAskAi = 'true';
  document.head.appendChild(script);
  return script;
}

/**
 * Loads the third-party panel and watches it. The site keeps its own panel until the panel frame
 * posts `embed-ready` (see `markReady`), and goes back to it for good when the script fails to
 * load or the frame stays silent for `readyTimeoutMs`.
 */
export function startThirdParty(settings: ThirdPartySettings): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  const fallBack = (reason: 'script-error' | 'not-ready') => {
    if (getPanelState().provider === 'loading') setProvider('local', reason);
  };
  setProvider('loading');
  const script = injectScript(settings);
  const onError = () => fallBack('script-error');
  const onLoad = () => {
    for (const ms of LOAD_CHECKS_MS) timers.push(setTimeout(checkVisibility, ms));
  };
  script.addEventListener('error', onError);
  script.addEventListener('load', onLoad);
  timers.push(setTimeout(() => fallBack('not-ready'), settings.readyTimeoutMs));

  let resizeFrame = 0;
  const onResize = () => {
    cancelAnimationFrame(resizeFrame);
    resizeFrame = requestAnimationFrame(checkVisibility);
  };
  window.addEventListener('resize', onResize);
  // After the navbar button toggles the panel, its animation decides when it counts as visible.
  const stopToggleChecks = onThirdPartyToggle(() => {
    for (const ms of LOAD_CHECKS_MS) timers.push(setTimeout(checkVisibility, ms));
  });
  return () => {
    timers.forEach(clearTimeout);
    cancelAnimationFrame(resizeFrame);
    window.removeEventListener('resize', onResize);
    script.removeEventListener('error', onError);
    script.removeEventListener('load', onLoad);
    stopToggleChecks();
  };
}

/** The panel frame said `embed-ready`: from now on the navbar button drives it. */
export function markReady(): void {
  const {provider} = getPanelState();
  if (provider === 'loading') {
    setProvider('third-party');
    checkVisibility();
  }
}
