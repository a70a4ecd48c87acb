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
    "import fs from 'node:fs';",
    "import os from 'node:os';",
    "import {threadId} from 'node:worker_threads';",
    'export const whereAmI = () => ({pid: process.pid, thread: threadId, priority: os.getPriority()});',
    // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value (after the name in parentheses).
    "export const threadPriorities = () => fs.readdirSync('/proc/self/task').map((tid) => Number(fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').replace(/^.*\\) /s, '').split(' ')[16]));",
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

  it('waits for a promise, also at low priority and with a capped heap', async () => {
    expect(await runInWorker(moduleFile, 'later', 'done', {lowPriority: true, maxOldGenerationMb: 32})).toBe('done!');
  });

  it('runs low-priority work in a child process at the lowest priority', async () => {
    const here = await runInWorker<null, {pid: number; thread: number; priority: number}>(moduleFile, 'whereAmI', null, {lowPriority: true});
    expect(here.pid).not.toBe(process.pid);
    expect(here.thread).toBe(0);
    if (process.platform === 'linux') expect(here.priority).toBe(19);
  });

  it.runIf(process.platform === 'linux')('lowers every thread of that process, the compiler and collector helpers too', async () => {
    const priorities = await runInWorker<null, number[]>(moduleFile, 'threadPriorities', null, {lowPriority: true});
    expect(priorities.length).toBeGreaterThan(1);
    expect(new Set(priorities)).toEqual(new Set([19]));
  });

  it('rejects when the process stops without answering', async () => {
    await expect(runInWorker(moduleFile, 'quit', null, {lowPriority: true})).rejects.toThrow(/process running quit .* stopped with code 3/);
  });

  it('rejects with the error the function threw in the process', async () => {
    await expect(runInWorker(moduleFile, 'fail', null, {lowPriority: true})).rejects.toThrow(/no way/);
  });

  it('rejects with the error the function threw', async () => {
    await expect(runInWorker(moduleFile, 'fail', null)).rejects.toThrow(/no way/);
  });
});
