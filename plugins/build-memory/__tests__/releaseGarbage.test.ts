import v8 from 'node:v8';
import {Worker} from 'node:worker_threads';
import {describe, expect, it} from 'vitest';
import {collectGarbage, limitNewThreadHeaps, ReleaseGarbageAfterBundling, type CompilerHooks} from '../releaseGarbage';

type HookName = 'run' | 'shutdown' | 'finishModules';

/** A compiler stand-in whose hooks can be fired by hand (`finishModules` on its compilation). */
function fakeCompiler() {
  const taps: Record<HookName, (() => void)[]> = {run: [], shutdown: [], finishModules: []};
  const hook = (name: HookName) => ({tap: (_: string, callback: (arg?: unknown) => void) => void taps[name].push(() => callback())});
  const compilation = {hooks: {finishModules: hook('finishModules')}};
  const compiler: CompilerHooks = {
    hooks: {run: hook('run'), shutdown: hook('shutdown'), thisCompilation: {tap: (_, callback) => callback(compilation)}},
  };
  return {compiler, fire: (name: HookName) => taps[name].forEach((callback) => callback())};
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('ReleaseGarbageAfterBundling', () => {
  function pair() {
    const collections: string[] = [];
    const state = {running: 0, building: 0};
    const client = fakeCompiler();
    const server = fakeCompiler();
    let phase = '';
    const collect = () => collections.push(phase);
    const limitWorkers = () => collections.push(`limit workers (${phase})`);
    new ReleaseGarbageAfterBundling(state, collect, limitWorkers).apply(client.compiler);
    new ReleaseGarbageAfterBundling(state, collect, limitWorkers).apply(server.compiler);
    return {collections, client, server, setPhase: (name: string) => (phase = name)};
  }

  it('collects once both compilers have built their modules, and once both have shut down, then limits the workers', async () => {
    const {collections, client, server, setPhase} = pair();
    client.fire('run');
    server.fire('run');
    client.fire('finishModules');
    await nextTurn();
    // The server compiler is still running loaders.
    expect(collections).toEqual([]);
    setPhase('built');
    server.fire('finishModules');
    // Not within the hook: its caller is still on the stack there.
    expect(collections).toEqual([]);
    await nextTurn();
    expect(collections).toEqual(['built']);
    setPhase('shut down');
    server.fire('shutdown');
    expect(collections).toEqual(['built']);
    client.fire('shutdown');
    // The limit is set at once: Docusaurus may start the render workers before the next turn.
    expect(collections).toEqual(['built', 'limit workers (shut down)']);
    await nextTurn();
    expect(collections).toEqual(['built', 'limit workers (shut down)', 'shut down']);
  });

  it('counts a compiler whose modules are finished twice only once', async () => {
    const {collections, client, server} = pair();
    client.fire('run');
    server.fire('run');
    client.fire('finishModules');
    client.fire('finishModules');
    await nextTurn();
    expect(collections).toEqual([]);
  });

  it('does nothing for compilers it did not see run (watch mode)', async () => {
    let collections = 0;
    const compiler = fakeCompiler();
    const count = () => (collections += 1);
    new ReleaseGarbageAfterBundling({running: 0, building: 0}, count, count).apply(compiler.compiler);
    compiler.fire('finishModules');
    compiler.fire('shutdown');
    compiler.fire('shutdown');
    await nextTurn();
    expect(collections).toBe(0);
  });
});

describe('collectGarbage', () => {
  it('frees unreachable objects and leaves gc() unexposed', async () => {
    let target: object | null = {payload: new Array(1000).fill('x')};
    const ref = new WeakRef(target);
    target = null;
    // A WeakRef target survives until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
    expect((globalThis as {gc?: unknown}).gc).toBeUndefined();
  });

  it('compacts: the pages that survivors were scattered over are given back', () => {
    // One object in ten survives, spread over every page the others filled: a collection that
    // does not move objects frees almost no page here.
    const survivors: object[] = [];
    let all: object[] | null = [];
    for (let i = 0; i < 600_000; i++) {
      const item = {index: i, label: `item ${i}`, list: [i]};
      all.push(item);
      if (i % 10 === 0) survivors.push(item);
    }
    all = null;
    const before = v8.getHeapStatistics().total_heap_size;
    collectGarbage();
    const after = v8.getHeapStatistics().total_heap_size;
    expect(survivors).toHaveLength(60_000);
    expect(after, `committed heap ${before} -> ${after} bytes`).toBeLessThan(before / 2);
  });
});

describe('limitNewThreadHeaps', () => {
  /** The heap limit of a thread started now, in MB. */
  const newThreadLimit = () =>
    new Promise<number>((resolve, reject) => {
      const worker = new Worker("require('node:worker_threads').parentPort.postMessage(require('node:v8').getHeapStatistics().heap_size_limit)", {eval: true});
      worker.once('message', (bytes: number) => resolve(bytes / 2 ** 20));
      worker.once('error', reject);
    });

  it('limits the heap of threads started afterwards, not of the calling thread', async () => {
    const own = v8.getHeapStatistics().heap_size_limit;
    try {
      limitNewThreadHeaps(300);
      const limited = await newThreadLimit();
      // V8 adds its young generation to the old-generation limit it is given.
      expect(limited).toBeGreaterThanOrEqual(300);
      expect(limited).toBeLessThan(400);
      expect(v8.getHeapStatistics().heap_size_limit).toBe(own);
    } finally {
      limitNewThreadHeaps(0);
    }
  });

  it('never raises the limit above the default', async () => {
    const before = await newThreadLimit();
    try {
      limitNewThreadHeaps(Math.ceil((v8.getHeapStatistics().heap_size_limit / 2 ** 20) * 2));
      expect(await newThreadLimit()).toBe(before);
    } finally {
      limitNewThreadHeaps(0);
    }
  });
});
