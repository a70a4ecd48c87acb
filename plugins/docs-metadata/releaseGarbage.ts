/**
 * A bundler plugin that runs one full garbage collection once the client and server compilers
 * of a production build have shut down, as Docusaurus starts rendering the pages.
 *
 * Why (issue 9, build-peak-memory): the loaders run on the main thread, and compiling the docs'
 * MDX above all leaves a few hundred MB of garbage in its heap (415-490 MB used at the end of
 * bundling in some runs). V8 kept it through the render step, whose two worker threads bring the
 * process to its peak memory. Measured here on one cold build: main heap 226 -> 133 MB used and
 * 366 -> 291 MB committed as SSG starts; peak RSS 1.59-1.72 GB before, 1.42-1.59 GB after. The
 * collection takes about 0.1 s of main-thread time, while the main thread mostly waits for the
 * render workers.
 *
 * Node offers gc() only behind a flag: it is switched on for the call and off again, as Jest's
 * leak detector does.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

const NAME = 'ReleaseGarbageAfterBundling';

type Hook = {tap: (name: string, callback: () => void) => void};
/** The part of a webpack or Rspack compiler the plugin uses. */
export type CompilerHooks = {hooks: {run: Hook; shutdown: Hook}};

/** One full, synchronous garbage collection of the calling thread's heap. */
export function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  v8.setFlagsFromString('--no-expose-gc');
  gc();
}

/**
 * Give the client and the server compiler each an instance sharing one `state`: the
 * collection runs after the last compiler that ran has shut down, once the call stack that
 * closed it has unwound (so the compiler itself can be collected). Watch mode
 * (`docusaurus start`) never fires `run`, so nothing happens there.
 */
export class ReleaseGarbageAfterBundling {
  constructor(
    private readonly state: {running: number},
    private readonly collect: () => void = collectGarbage,
  ) {}

  apply(compiler: CompilerHooks): void {
    compiler.hooks.run.tap(NAME, () => {
      this.state.running += 1;
    });
    compiler.hooks.shutdown.tap(NAME, () => {
      if (this.state.running === 0) return;
      this.state.running -= 1;
      if (this.state.running === 0) setImmediate(this.collect);
    });
  }
}
