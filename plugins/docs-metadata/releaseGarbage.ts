/**
 * A bundler plugin that runs one full garbage collection once the client and server compilers
 * of a production build have shut down, as Docusaurus starts rendering the pages.
 *
 * Why (issue 9, build-peak-memory): the loaders run on the main thread, and compiling the docs'
 * MDX above all leaves a few hundred MB of garbage in its heap; the compilers' own objects
 * become garbage when they close. V8 kept all of it through the render step, whose two worker
 * threads bring the process to its peak memory. Measured here: main heap 492 MB committed at
 * the end of bundling, 230 MB after the collection, and the process 90 MB smaller still
 * (released compiler memory); the collection takes about 0.1 s of main-thread time, while
 * the main thread otherwise waits for the render workers.
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
