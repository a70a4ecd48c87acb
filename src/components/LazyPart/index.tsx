/**
 * `lazyPart(load, what)`: like React's `lazy`, for a part of a page whose code loads after the
 * page (a demo's Player). When that code cannot load (offline), the part says so in its place with
 * a Retry, instead of the error reaching the layout's boundary, which replaces the whole page with
 * "This page crashed". React's `lazy` keeps its first load's failure, so each failure makes a new
 * one for the next attempt. The caller's `<Suspense>` still shows what it shows while loading.
 */
import React, {Component, lazy, useEffect, useRef, type ComponentType, type ReactNode} from 'react';
import styles from './styles.module.css';

type Load<P> = () => Promise<{default: ComponentType<P>}>;

function LoadFailed({what, onRetry, takeFocus}: {what: string; onRetry: () => void; takeFocus: boolean}): ReactNode {
  const retry = useRef<HTMLButtonElement>(null);
  // The control that asked for the part is gone (a Play button): Retry takes its place in focus.
  useEffect(() => {
    if (takeFocus && (document.activeElement === null || document.activeElement === document.body)) retry.current?.focus({preventScroll: true});
  }, [takeFocus]);
  return (
    <div className={styles.failed} data-testid="lazy-part-failed">
      <p role="alert">{what} could not be loaded: your connection seems to be offline.</p>
      <button ref={retry} type="button" className="button button--primary button--sm" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/**
 * `options.loadsOnRequest`: the part loads because the visitor asked for it (a Play button that it
 * replaces), so its Retry takes focus when it fails; parts that load as they scroll into view leave
 * focus alone.
 */
export function lazyPart<P extends object>(load: Load<P>, what: string, options: {loadsOnRequest?: boolean} = {}): ComponentType<P> {
  let Loaded = lazy(load);

  class Part extends Component<{props: P}, {failed: boolean}> {
    override state = {failed: false};

    static getDerivedStateFromError(): {failed: boolean} {
      return {failed: true};
    }

    override componentDidCatch(error: unknown): void {
      Loaded = lazy(load);
      console.warn(`${what} could not load`, error);
    }

    override render(): ReactNode {
      if (this.state.failed) return <LoadFailed what={what} onRetry={() => this.setState({failed: false})} takeFocus={options.loadsOnRequest === true} />;
      return <Loaded {...this.props.props} />;
    }
  }

  return function LazyPart(props: P) {
    return <Part props={props} />;
  };
}
