/**
 * Step 3 of the Markdown copies, off the main thread: the trees capture.ts converts are printed
 * (print.ts) in a worker thread while the site compiles. The bundler's JS loaders keep the main
 * thread busy during that time and leave part of the other core idle; printing the docs costs
 * 0.7-1 s for 367 of them, which postBuild's main thread would otherwise spend.
 *
 * The thread starts with the first captured doc (a warm build, whose bundler cache skips the MDX
 * loader, may capture none) and ends a second after the last batch (shared/worker.ts
 * onDemandWorker), before the render, where the build's memory peaks. Trees go over in batches,
 * as transferred copies: a message per doc costs the main thread about 130 ms over 367 docs, and
 * a Buffer sent without transferring it is copied. A doc the thread did not print keeps no body, and
 * markdownBodies.ts prints it in postBuild.
 */
import path from 'node:path';
import type {CapturedDoc} from './capture';
import {onDemandWorker} from '../shared/worker';

/** Docs per message. */
const BATCH = 32;
/** A batch is also sent when this many milliseconds pass without it filling. */
const BATCH_WAIT_MS = 100;
/** The thread ends this long after its last batch: the loaders are done, and the render is next. */
const IDLE_MS = 1000;

export type Printer = {
  /** Queues a captured doc for printing; its `body` is set once printed. */
  add(doc: CapturedDoc): void;
  /** Sends what is queued and waits for every body, then ends the thread. Never rejects. */
  finish(): Promise<void>;
};

/** A printer for the docs captured in this build. */
export function startPrinter(): Printer {
  const worker = onDemandWorker<Uint8Array[], string[]>(path.join(__dirname, 'print.ts'), 'printAllSerialized', {idleMs: IDLE_MS});
  let queue: CapturedDoc[] = [];
  let timer: NodeJS.Timeout | undefined;
  const sent: Promise<void>[] = [];

  const send = () => {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const docs = queue;
    queue = [];
    const trees = docs.map((doc) => new Uint8Array(doc.tree));
    sent.push(
      worker.call(trees, trees.map((tree) => tree.buffer)).then(
        (bodies) => docs.forEach((doc, i) => (doc.body = bodies[i])),
        () => undefined,
      ),
    );
  };

  return {
    add(doc) {
      queue.push(doc);
      if (queue.length >= BATCH) send();
      else if (!timer) timer = setTimeout(send, BATCH_WAIT_MS).unref();
    },
    async finish() {
      send();
      await Promise.all(sent);
      await worker.stop();
    },
  };
}
