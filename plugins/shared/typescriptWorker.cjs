// The entry of the worker threads that shared/worker.ts starts. Plain CommonJS, because Node loads
// a worker's entry itself: the TypeScript module is loaded with jiti, as Docusaurus loads the
// site's config and plugins.
const fs = require('node:fs');
const os = require('node:os');
const {parentPort, workerData} = require('node:worker_threads');
const createJiti = require('jiti');

const {modulePath, exportName, input, lowPriority} = workerData;

if (lowPriority) {
  // On Linux a thread id is a valid target of setpriority, and /proc/thread-self names this thread.
  try {
    os.setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), 19);
  } catch {
    // Another system: the thread keeps the process' priority.
  }
}

Promise.resolve()
  .then(() => createJiti(__filename)(modulePath)[exportName](input))
  .then(
    (value) => parentPort.postMessage({ok: true, value}),
    (error) => parentPort.postMessage({ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error)}),
  );
