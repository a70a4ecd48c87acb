/**
 * Runs a function of a TypeScript module off the main thread, for build steps that would otherwise
 * hold it (issue 9, build-cold-time): llms-txt converts the docs while the site compiles, in a
 * child process at the lowest CPU priority; local-search indexes the built pages in a worker
 * thread while the other postBuild steps run. The function takes and returns plain data (both
 * cross the boundary by structured clone) and may return a promise.
 *
 * Why low-priority work gets a process and not a thread: lowering a worker thread's priority
 * leaves the work V8 does for that thread elsewhere at normal priority. Its optimizing compiler
 * and garbage collector run on the process's shared helper threads, which competed with the
 * bundler for the two cores. Measured at 367 docs, four interleaved cold builds each: with the
 * docs converted in a child process, the build took 1.3 s less than with a thread at nice 19 (22.1
 * against 23.4 s, leaving out one slow round), which is as fast as building with no conversion at
 * all.
 */
import path from 'node:path';
import {fork} from 'node:child_process';
import {Worker} from 'node:worker_threads';

export type RunInWorkerOptions = {
  /**
   * Work whose result is wanted later: it runs in a child process with every thread at the lowest
   * CPU priority (Linux; elsewhere the whole process is lowered where the system allows), so it
   * takes only CPU time that nothing else wants. Otherwise it runs in a worker thread.
   */
  lowPriority?: boolean;
  /**
   * Limit of the old generation in MB. V8 lets an uncapped heap grow to several times what is
   * alive before it collects, and a helper that runs while the site renders adds its heap to the
   * build's peak memory.
   */
  maxOldGenerationMb?: number;
};

type Answer<Output> = {ok: true; value: Output} | {ok: false; error: string};

const ENTRY = path.join(__dirname, 'typescriptWorker.cjs');

/** Calls `exportName(input)` of the module at `modulePath` (absolute) in a new worker thread or child process. */
export function runInWorker<Input, Output>(modulePath: string, exportName: string, input: Input, options: RunInWorkerOptions = {}): Promise<Output> {
  const job = {modulePath, exportName, input};
  const stopped = (code: number | null) =>
    new Error(`the ${options.lowPriority ? 'process' : 'worker'} running ${exportName} (${modulePath}) stopped with code ${code} before answering`);
  return new Promise((resolve, reject) => {
    const settle = (answer: Answer<Output>) => (answer.ok ? resolve(answer.value) : reject(new Error(answer.error)));
    if (options.lowPriority) {
      const heap = options.maxOldGenerationMb ? [`--max-old-space-size=${options.maxOldGenerationMb}`] : [];
      // `advanced`: the answer crosses by structured clone, as from a thread.
      const child = fork(ENTRY, [], {execArgv: heap, serialization: 'advanced'});
      child.once('message', (answer: Answer<Output>) => {
        settle(answer);
        // The child exits once it is disconnected: nothing else keeps it alive.
        child.disconnect();
      });
      child.once('error', reject);
      // After an answer this changes nothing: the promise is settled.
      child.once('exit', (code) => reject(stopped(code)));
      child.send(job);
      return;
    }
    const resourceLimits = options.maxOldGenerationMb ? {maxOldGenerationSizeMb: options.maxOldGenerationMb} : {};
    const worker = new Worker(ENTRY, {workerData: job, resourceLimits});
    worker.once('message', settle);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(stopped(code)));
  });
}
