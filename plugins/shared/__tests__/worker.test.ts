import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {onDemandWorker, startWorker} from '../worker';

/** One call in a new worker, stopped after it. */
async function callOnce<Input, Output>(file: string, name: string, input: Input): Promise<Output> {
  const worker = startWorker<Input, Output>(file, name);
  try {
    return await worker.call(input);
  } finally {
    await worker.stop();
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-worker-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

const moduleFile = path.join(dir, 'job.ts');
fs.writeFileSync(
  moduleFile,
  [
    "import fs from 'node:fs';",
    "import {threadId, workerData} from 'node:worker_threads';",
    // Loading the module leaves a mark: a started worker loads it before any call.
    "fs.writeFileSync(`${workerData.modulePath}.loaded`, String(threadId));",
    'let calls = 0;',
    'export const count = (input: {add: number}): number => (calls += input.add);',
    'export const length = (input: Uint8Array): number => input.byteLength;',
    'export const quit = () => process.exit(3);',
    'export const double = (input: {n: number}): {n: number; thread: number} => ({n: input.n * 2, thread: threadId});',
    'export const later = async (input: string): Promise<string> => `${input}!`;',
    "export const fail = (): never => { throw new Error('no way'); };",
  ].join('\n'),
);

describe('startWorker', () => {
  it('calls the export with the input in another thread and returns its value', async () => {
    const result = await callOnce<{n: number}, {n: number; thread: number}>(moduleFile, 'double', {n: 21});
    expect(result.n).toBe(42);
    expect(result.thread).toBeGreaterThan(0);
  });

  it('waits for a promise', async () => {
    expect(await callOnce(moduleFile, 'later', 'done')).toBe('done!');
  });

  it('rejects when the worker stops without answering', async () => {
    await expect(callOnce(moduleFile, 'quit', null)).rejects.toThrow(/worker running quit .* stopped with code 3/);
  });

  it('loads the module when started, then answers calls in order, keeping state between them', async () => {
    fs.rmSync(`${moduleFile}.loaded`, {force: true});
    const worker = startWorker<{add: number}, number>(moduleFile, 'count');
    await expect.poll(() => fs.existsSync(`${moduleFile}.loaded`), {timeout: 5000}).toBe(true);
    const answers = await Promise.all([1, 2, 3].map((add) => worker.call({add})));
    expect(answers).toEqual([1, 3, 6]);
    await worker.stop();
    await expect(worker.call({add: 1})).rejects.toThrow(/stopped/);
  });

  it('keeps answering after a call fails, and takes transferred buffers', async () => {
    const failing = startWorker<null, never>(moduleFile, 'fail');
    await expect(failing.call(null)).rejects.toThrow(/no way/);
    await expect(failing.call(null)).rejects.toThrow(/no way/);
    await failing.stop();
    const sizes = startWorker<Uint8Array, number>(moduleFile, 'length');
    const bytes = new Uint8Array(1024);
    expect(await sizes.call(bytes, [bytes.buffer])).toBe(1024);
    expect(bytes.byteLength).toBe(0);
    await sizes.stop();
  });

  it('rejects with the error the function threw', async () => {
    await expect(callOnce(moduleFile, 'fail', null)).rejects.toThrow(/no way/);
  });
});

describe('onDemandWorker', () => {
  it('starts with the first call, ends when idle, and starts a fresh thread for the next call', async () => {
    const worker = onDemandWorker<{add: number}, number>(moduleFile, 'count', {idleMs: 100});
    expect(worker.running()).toBe(false);
    expect(await Promise.all([worker.call({add: 1}), worker.call({add: 2})])).toEqual([1, 3]);
    expect(worker.running()).toBe(true);
    await expect.poll(() => worker.running(), {timeout: 2000}).toBe(false);
    // A new thread: the module's state starts again.
    expect(await worker.call({add: 5})).toBe(5);
    await worker.stop();
    expect(worker.running()).toBe(false);
  });
});
