/**
 * A bundler plugin that bounds the build's memory around the two steps where it peaks: it runs a
 * full, compacting garbage collection of the main thread's heap once both compilers have built
 * their modules and once both have shut down, and it caps the heap of the render (SSG) worker
 * threads Docusaurus starts after that.
 *
 * Why (figures of a cold build with a few hundred docs, ±50 MB):
 * - The loaders run on the main thread, and compiling the MDX leaves a few hundred MB of garbage in
 *   its heap: V8 grows it to 450-580 MB committed while the modules are built and keeps those
 *   pages, while the bundler's own (native) memory peaks later, as it generates and minifies the
 *   chunks. After the modules are built, about 145 MB of that heap is alive: collecting there
 *   brings it to about 185 MB committed for the rest of bundling.
 * - After bundling, a plain collection left 140 MB of objects in 428 MB of committed pages through
 *   the whole render step; a compacting one leaves them in about 180 MB.
 * - Each render worker keeps about 80 MB alive, but V8 gives a thread of a machine with this much
 *   memory a 4 GB heap limit, and with such a limit it lets the heap grow to about three times what
 *   is alive before collecting: both workers reach 210-230 MB committed at the end of the render,
 *   the build's peak. With a 1 GB limit (the size Docusaurus' own worker recycler treats as the
 *   most a render worker should need) V8 grows the heap by a smaller factor: 130-145 MB each, for
 *   about 0.5 s more of collection spread over the render.
 * Each collection takes 0.1-0.4 s of main-thread time, while the bundler works on other threads or
 * the main thread waits for the render workers.
 *
 * Node offers gc() only behind a flag: it is switched on for the call and off again, as Jest's
 * leak detector does. The heap limit is a V8 flag too: set after the main thread's heap exists, it
 * applies only to threads started afterwards, which in a build are the render workers.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

const NAME = 'ReleaseGarbageAfterBundling';

type Hook<Args extends unknown[] = []> = {tap: (name: string, callback: (...args: Args) => void) => void};
/** The part of a webpack or Rspack compilation the plugin uses. */
export type CompilationHooks = {hooks: {finishModules: Hook<[unknown]>}};
/** The part of a webpack or Rspack compiler the plugin uses. */
export type CompilerHooks = {hooks: {run: Hook; shutdown: Hook; thisCompilation: Hook<[CompilationHooks]>}};

/**
 * Full, synchronous garbage collection of the calling thread's heap: a plain one, then a
 * compacting one.
 *
 * Compacting, because a plain full collection frees objects but not the pages they sat on: the
 * survivors are scattered over the heap the MDX loaders grew, and V8 moves objects off a page only
 * when its own heuristics pick the page. A compaction copies the survivors to new pages before it
 * gives the old ones back, so the plain collection comes first: it returns the pages that hold
 * nothing alive, and the copy then happens in a smaller heap (measured: the process peaked about
 * 150 MB higher during a compaction alone). Compaction is switched on for this one collection
 * only, so the build's other collections keep V8's defaults.
 */
export function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  v8.setFlagsFromString('--no-expose-gc');
  gc();
  v8.setFlagsFromString('--compact-on-every-full-gc');
  try {
    gc();
  } finally {
    v8.setFlagsFromString('--no-compact-on-every-full-gc');
  }
}

/** The heap limit of the render worker threads, in MB (see the comment at the top). */
export const RENDER_WORKER_HEAP_LIMIT_MB = 1024;

/**
 * Gives threads started from now on a heap limit of `megabytes`, unless the calling thread's own
 * limit is that low already (new threads get the same default, so this never raises it); 0 gives
 * them V8's default again.
 */
export function limitNewThreadHeaps(megabytes: number): void {
  if (megabytes > 0 && v8.getHeapStatistics().heap_size_limit <= megabytes * 2 ** 20) return;
  v8.setFlagsFromString(`--max-old-space-size=${megabytes}`);
}

/** What the client and server instances count together. */
export type BundlingState = {
  /** Compilers that have run and not yet shut down. */
  running: number;
  /** Compilers that have run and not yet finished building their modules. */
  building: number;
};

/**
 * Give the client and the server compiler each an instance sharing one `state`. Each collection
 * runs once the call stack of the hook that triggered it has unwound (after shutdown, so that the
 * compiler itself can be collected); the worker heap limit is set when the last compiler shuts
 * down, before Docusaurus starts the render workers. Watch mode (`docusaurus start`) never fires
 * `run`, so nothing happens there.
 */
export class ReleaseGarbageAfterBundling {
  constructor(
    private readonly state: BundlingState,
    private readonly collect: () => void = collectGarbage,
    private readonly limitWorkers: () => void = () => limitNewThreadHeaps(RENDER_WORKER_HEAP_LIMIT_MB),
  ) {}

  apply(compiler: CompilerHooks): void {
    let built = false;
    compiler.hooks.run.tap(NAME, () => {
      this.state.running += 1;
      this.state.building += 1;
      built = false;
    });
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, () => {
        if (built || this.state.building === 0) return;
        built = true;
        this.state.building -= 1;
        // The other compiler may still be running its loaders: the last one to finish collects.
        if (this.state.building === 0) setImmediate(this.collect);
      });
    });
    compiler.hooks.shutdown.tap(NAME, () => {
      if (this.state.running === 0) return;
      this.state.running -= 1;
      if (this.state.running > 0) return;
      this.limitWorkers();
      setImmediate(this.collect);
    });
  }
}
