/**
 * Runs functions of a TypeScript module in a worker thread, for build steps that would otherwise
 * hold the main thread, which bundling and rendering keep busy. The functions take and return
 * plain data (both cross the thread boundary by structured clone) and may return promises.
 *
 * local-search indexes the built pages in one while the other postBuild steps run. A worker can
 * also be started before its first job and take many: it loads its module at once, and llms-txt's
 * print worker turns the docs' trees into Markdown as the bundler's JS loaders capture them, on
 * the core those loaders leave partly idle.
 */
import path from 'node:path';
import {Worker, type TransferListItem} from 'node:worker_threads';

/** A started worker: `call` runs the export on an input (calls run in order), `stop` ends the thread. */
export type ModuleWorker<Input, Output> = {
  call(input: Input, transfer?: readonly TransferListItem[]): Promise<Output>;
  stop(): Promise<void>;
};

type Answer<Output> = {id: number} & ({ok: true; value: Output} | {ok: false; error: string});

const ENTRY = path.join(__dirname, 'typescriptWorker.cjs');

/** Starts a worker thread that loads the module at `modulePath` (absolute) now and calls `exportName` on every input sent to it. */
export function startWorker<Input, Output>(modulePath: string, exportName: string): ModuleWorker<Input, Output> {
  const worker = new Worker(ENTRY, {workerData: {modulePath, exportName}});
  const pending = new Map<number, {resolve: (value: Output) => void; reject: (error: Error) => void}>();
  let next = 0;
  let ended: Error | null = null;
  const fail = (error: Error) => {
    ended = error;
    for (const {reject} of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (answer: Answer<Output>) => {
    const call = pending.get(answer.id);
    pending.delete(answer.id);
    // Idle, it must not keep the build's process alive; with calls pending it must.
    if (pending.size === 0) worker.unref();
    if (answer.ok) call?.resolve(answer.value);
    else call?.reject(new Error(answer.error));
  });
  worker.once('error', fail);
  worker.once('exit', (code) => fail(new Error(`the worker running ${exportName} (${modulePath}) stopped with code ${code}`)));
  worker.unref();
  return {
    call(input, transfer = []) {
      if (ended) return Promise.reject(ended);
      const id = next++;
      worker.ref();
      worker.postMessage({id, input}, transfer);
      return new Promise((resolve, reject) => pending.set(id, {resolve, reject}));
    },
    async stop() {
      await worker.terminate();
    },
  };
}

/** A worker that starts with its first call and ends after `idleMs` without one. */
export type OnDemandWorker<Input, Output> = ModuleWorker<Input, Output> & {
  /** Whether its thread is running now. */
  running(): boolean;
};

/**
 * A worker for work that comes in bursts: the thread starts with the first call and ends once no
 * call has been pending for `idleMs`, so that it holds no memory through what comes after the burst
 * (a build's render follows its bundling); the next call starts a new one. code-highlight's
 * tokenizer and llms-txt's printer run in such workers while the MDX loaders run.
 */
export function onDemandWorker<Input, Output>(modulePath: string, exportName: string, {idleMs}: {idleMs: number}): OnDemandWorker<Input, Output> {
  let worker: ModuleWorker<Input, Output> | undefined;
  let pending = 0;
  let idle: NodeJS.Timeout | undefined;
  return {
    async call(input, transfer) {
      clearTimeout(idle);
      pending += 1;
      const current = (worker ??= startWorker<Input, Output>(modulePath, exportName));
      try {
        return await current.call(input, transfer);
      } finally {
        pending -= 1;
        if (pending === 0) {
          idle = setTimeout(() => {
            if (worker === current) worker = undefined;
            void current.stop();
          }, idleMs).unref();
        }
      }
    },
    running: () => worker !== undefined,
    async stop() {
      clearTimeout(idle);
      const current = worker;
      worker = undefined;
      await current?.stop();
    },
  };
}
