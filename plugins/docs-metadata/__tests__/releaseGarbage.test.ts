import {describe, expect, it} from 'vitest';
import {collectGarbage, ReleaseGarbageAfterBundling, type CompilerHooks} from '../releaseGarbage';

/** A compiler stand-in whose hooks can be fired by hand. */
function fakeCompiler() {
  const taps: Record<'run' | 'shutdown', (() => void)[]> = {run: [], shutdown: []};
  const hook = (name: 'run' | 'shutdown') => ({tap: (_: string, callback: () => void) => void taps[name].push(callback)});
  const compiler: CompilerHooks = {hooks: {run: hook('run'), shutdown: hook('shutdown')}};
  return {compiler, fire: (name: 'run' | 'shutdown') => taps[name].forEach((callback) => callback())};
}

describe('ReleaseGarbageAfterBundling', () => {
  it('collects once, after the last of the running compilers has shut down', async () => {
    let collections = 0;
    const state = {running: 0};
    const client = fakeCompiler();
    const server = fakeCompiler();
    new ReleaseGarbageAfterBundling(state, () => (collections += 1)).apply(client.compiler);
    new ReleaseGarbageAfterBundling(state, () => (collections += 1)).apply(server.compiler);
    client.fire('run');
    server.fire('run');
    server.fire('shutdown');
    client.fire('shutdown');
    // Not within the hook: the compiler is still on the stack there.
    expect(collections).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(collections).toBe(1);
  });

  it('does nothing for compilers it did not see run (watch mode)', async () => {
    let collections = 0;
    const compiler = fakeCompiler();
    new ReleaseGarbageAfterBundling({running: 0}, () => (collections += 1)).apply(compiler.compiler);
    compiler.fire('shutdown');
    compiler.fire('shutdown');
    await new Promise((resolve) => setImmediate(resolve));
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
});
