/**
 * Which Ask AI panel the site drives, and whether it is open. A tiny external store, read with
 * useSyncExternalStore, because the navbar button, the search modal and the panel itself live in
 * different React subtrees.
 */

/** `third-party`: CrawlChat's panel is ready. `loading`: its script is on the way. `local`: ours. */
export type Provider = 'local' | 'loading' | 'third-party';

export type PanelState = {
  provider: Provider;
  /** Why the site uses its own panel although a third-party one is configured. */
  fallbackReason: 'script-error' | 'not-ready' | null;
  localOpen: boolean;
  thirdPartyOpen: boolean;
  /** A question handed to the panel (from the search modal); `questionId` changes with each. */
  question: string | null;
  questionId: number;
};

/** The class the page body carries while an Ask AI panel is visible. */
export const OPEN_MARKER = 'chat-panel-open';

/** Marks the navbar's Ask AI button: focus goes back to it when the panel closes. */
export const BUTTON_SELECTOR = '[data-ask-ai-button]';

let state: PanelState = {
  provider: 'local',
  fallbackReason: null,
  localOpen: false,
  thirdPartyOpen: false,
  question: null,
  questionId: 0,
};
const listeners = new Set<() => void>();
let returnFocusTo: HTMLElement | null = null;

function update(patch: Partial<PanelState>): void {
  state = {...state, ...patch};
  if (typeof document !== 'undefined') {
    document.body.classList.toggle(OPEN_MARKER, state.localOpen || state.thirdPartyOpen);
  }
  for (const listener of listeners) listener();
}

export function getPanelState(): PanelState {
  return state;
}

export function subscribePanel(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setProvider(provider: Provider, fallbackReason: PanelState['fallbackReason'] = null): void {
  if (provider === state.provider && fallbackReason === state.fallbackReason) return;
  update({provider, fallbackReason, thirdPartyOpen: provider === 'third-party' ? state.thirdPartyOpen : false});
}

export function setThirdPartyOpen(open: boolean): void {
  if (open !== state.thirdPartyOpen) update({thirdPartyOpen: open});
}

type CrawlChatEmbed = {
  toggleSidePanel?: () => void;
  isSidePanelOpen?: () => boolean;
  open?: (options: {query?: string}) => void;
};

declare global {
  interface Window {
    /** Set by CrawlChat's embed script once it has loaded. */
    crawlchatEmbed?: CrawlChatEmbed;
  }
}

/** The third-party panel's API, when it is the one in use. */
export function thirdPartyEmbed(): CrawlChatEmbed | null {
  return state.provider === 'third-party' && typeof window !== 'undefined' ? window.crawlchatEmbed ?? null : null;
}

function rememberFocus(): void {
  const active = document.activeElement;
  returnFocusTo = active instanceof HTMLElement && active !== document.body ? active : null;
}

export function openLocalPanel(question?: string): void {
  // A question handed over from the search modal comes from an element that is gone by now.
  if (question) returnFocusTo = null;
  else if (!state.localOpen) rememberFocus();
  update({localOpen: true, ...(question ? {question, questionId: state.questionId + 1} : {})});
}

export function closeLocalPanel(): void {
  if (!state.localOpen) return;
  update({localOpen: false});
  // Back to whatever opened the panel; the Ask AI button when that is gone (the search modal).
  const target = returnFocusTo?.isConnected ? returnFocusTo : document.querySelector<HTMLElement>(BUTTON_SELECTOR);
  returnFocusTo = null;
  target?.focus();
}

/** Observers run after the third-party panel may have changed its visibility. */
const visibilityChecks = new Set<() => void>();

export function onThirdPartyToggle(check: () => void): () => void {
  visibilityChecks.add(check);
  return () => visibilityChecks.delete(check);
}

/** The navbar button: toggles whichever panel is in use. */
export function toggleAskAi(): void {
  // Our panel may be open from before the third-party one reported ready: close it first.
  if (state.localOpen) {
    closeLocalPanel();
    return;
  }
  const embed = thirdPartyEmbed();
  if (embed?.toggleSidePanel) {
    embed.toggleSidePanel();
    for (const check of visibilityChecks) check();
    return;
  }
  openLocalPanel();
}

/** A question from elsewhere on the site (the search modal's Ask AI entry). */
export function askQuestion(question: string): void {
  const embed = thirdPartyEmbed();
  if (embed?.open) {
    embed.open({query: question});
    for (const check of visibilityChecks) check();
    return;
  }
  openLocalPanel(question);
}
