import React, {lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {chatSettings} from '../../client/settings';
import {loadAssistantPanel} from '../../client/panelLoader';
import {closeLocalPanel, getPanelState, subscribePanel} from '../../client/store';
import {checkVisibility, markReady, ROUTE_CHECK_DEBOUNCE_MS, startThirdParty} from '../../client/thirdParty';
import {hostMessage, parsePanelMessage, sameSitePath, themeSignal} from '../../client/protocol';
import PanelLoadError from '../PanelLoadError';
import './styles.module.css';

// The panel's code arrives when someone first opens it, not with every page.
let AssistantPanel = lazy(loadAssistantPanel);

/**
 * A panel whose code failed to load (offline) says so and offers a retry, instead of the error
 * reaching the app's boundary, which replaces the whole page. A lazy component keeps its first
 * load's failure, so each failure makes a new one for the next attempt.
 */
class PanelLoadBoundary extends React.Component<{render: () => ReactNode}, {failed: boolean}> {
  override state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  override componentDidCatch(error: unknown): void {
    AssistantPanel = lazy(loadAssistantPanel);
    console.warn('Ask AI: the panel could not load', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.render();
    return <PanelLoadError onRetry={() => this.setState({failed: false})} onClose={closeLocalPanel} />;
  }
}

const isDark = () => document.documentElement.dataset.theme === 'dark';

/**
 * The bridge to the third-party panel: loads its script, answers `embed-ready` with this host
 * and the colour mode (again whenever the mode changes), follows `internal-link-click` to
 * in-site paths only, and accepts messages from the panel's origin only.
 */
function useThirdPartyBridge(): void {
  const history = useHistory();
  const location = useLocation();
  // /ai-embed is the assistant itself, shown inside other pages: no side panel there.
  const [embedded] = React.useState(() => /^\/ai-embed\/?$/.test(location.pathname));
  const settings = embedded ? null : chatSettings().thirdParty;

  useEffect(() => {
    if (!settings) return undefined;
    const stop = startThirdParty(settings);
    let panel: MessageEventSource | null = null;
    const post = (message: string) => (panel as Window | null)?.postMessage(message, settings.panelOrigin);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== settings.panelOrigin) return;
      const message = parsePanelMessage(event.data);
      if (!message) return;
      if (message.type === 'embed-ready') {
        panel = event.source;
        post(hostMessage(window.location.host));
        post(themeSignal(isDark()));
        markReady();
        return;
      }
      const path = sameSitePath(message.url, window.location.origin);
      if (!path) return;
      // A message must never break the page: a navigation the browser refuses is only reported.
      try {
        history.push(path);
      } catch (error) {
        console.warn('Ask AI: the panel asked for a link that cannot be followed', error);
      }
    };
    window.addEventListener('message', onMessage);
    const themeObserver = new MutationObserver(() => post(themeSignal(isDark())));
    themeObserver.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
    return () => {
      stop();
      window.removeEventListener('message', onMessage);
      themeObserver.disconnect();
    };
  }, [settings, history]);

  // One check 50 ms after the last route change: each change cancels the previous timer.
  useEffect(() => {
    if (!settings) return undefined;
    const timer = setTimeout(checkVisibility, ROUTE_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [settings, location.pathname, location.search, location.hash]);
}

/** Mounted once around the whole app (the plugin's Root wrapper): the bridge, and our panel when open. */
export default function ChatRoot(): React.ReactNode {
  useThirdPartyBridge();
  const {localOpen} = useSyncExternalStore(subscribePanel, getPanelState, getPanelState);
  if (!localOpen) return null;
  return (
    <PanelLoadBoundary
      render={() => (
        <Suspense fallback={null}>
          <AssistantPanel />
        </Suspense>
      )}
    />
  );
}
