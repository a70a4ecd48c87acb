import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {runInWorker} from '../worker';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-worker-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

const moduleFile = path.join(dir, 'job.ts');
fs.writeFileSync(
  moduleFile,
  [
    "import {threadId} from 'node:worker_threads';",
    'export const quit = () => process.exit(3);',
    'export const double = (input: {n: number}): {n: number; thread: number} => ({n: input.n * 2, thread: threadId});',
    'export const later = async (input: string): Promise<string> => `${input}!`;',
    "export const fail = (): never => { throw new Error('no way'); };",
  ].join('\n'),
);

describe('runInWorker', () => {
  it('calls the export with the input in another thread and returns its value', async () => {
    const result = await runInWorker<{n: number}, {n: number; thread: number}>(moduleFile, 'double', {n: 21});
    expect(result.n).toBe(42);
    expect(result.thread).toBeGreaterThan(0);
  });

  it('waits for a promise, also with a capped heap', async () => {
    expect(await runInWorker(moduleFile, 'later', 'done', {maxOldGenerationMb: 32})).toBe('done!');
  });

  it('rejects when the worker stops without answering', async () => {
    await expect(runInWorker(moduleFile, 'quit', null)).rejects.toThrow(/worker running quit .* stopped with code 3/);
  });

  it('rejects with the error the function threw', async () => {
    await expect(runInWorker(moduleFile, 'fail', null)).rejects.toThrow(/no way/);
  });
});
