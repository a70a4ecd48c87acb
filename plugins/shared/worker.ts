/**
 * Runs a function of a TypeScript module in a worker thread, for build steps that would otherwise
 * hold the main thread (issue 9, build-cold-time): local-search indexes the built pages there while
 * the other postBuild steps run. The function takes and returns plain data (both cross the thread
 * boundary by structured clone) and may return a promise.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';

export type RunInWorkerOptions = {
  /**
   * Limit of the old generation in MB. V8 lets an uncapped heap grow to several times what is
   * alive before it collects, and a helper that runs while the site renders adds its heap to the
   * build's peak memory.
   */
  maxOldGenerationMb?: number;
};

type Answer<Output> = {ok: true; value: Output} | {ok: false; error: string};

const ENTRY = path.join(__dirname, 'typescriptWorker.cjs');

/** Calls `exportName(input)` of the module at `modulePath` (absolute) in a new worker thread. */
export function runInWorker<Input, Output>(modulePath: string, exportName: string, input: Input, options: RunInWorkerOptions = {}): Promise<Output> {
  const job = {modulePath, exportName, input};
  return new Promise((resolve, reject) => {
    const resourceLimits = options.maxOldGenerationMb ? {maxOldGenerationSizeMb: options.maxOldGenerationMb} : {};
    const worker = new Worker(ENTRY, {workerData: job, resourceLimits});
    worker.once('message', (answer: Answer<Output>) => (answer.ok ? resolve(answer.value) : reject(new Error(answer.error))));
    worker.once('error', reject);
    // After an answer this changes nothing: the promise is settled.
    worker.once('exit', (code) => reject(new Error(`the worker running ${exportName} (${modulePath}) stopped with code ${code} before answering`)));
  });
}
