// The entry of the helpers that shared/worker.ts starts: a worker thread, or a child process for
// low-priority work. Plain CommonJS, because Node loads an entry itself: the TypeScript module is
// loaded with jiti, as Docusaurus loads the site's config and plugins.
const fs = require('node:fs');
const os = require('node:os');
const {parentPort, workerData} = require('node:worker_threads');
const createJiti = require('jiti');

/** Calls the job's function and hands `answer` its value or its error, as plain data. */
function run({modulePath, exportName, input}, answer) {
  Promise.resolve()
    .then(() => createJiti(__filename)(modulePath)[exportName](input))
    .then(
      (value) => answer({ok: true, value}),
      (error) => answer({ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error)}),
    );
}

/**
 * Every thread of this process at the lowest priority. On Linux a priority belongs to a thread: the
 * threads Node and V8 started before this code are lowered one by one, and those started later
 * inherit it from the thread that starts them. Elsewhere the call lowers the whole process.
 */
function lowerPriority() {
  let threads = [];
  try {
    threads = fs.readdirSync('/proc/self/task').map(Number);
  } catch {
    // Not Linux.
  }
  for (const id of threads.length > 0 ? threads : [0]) {
    try {
      os.setPriority(id, 19);
    } catch {
      // A thread that has ended, or a system that refuses: the work still runs, at normal priority.
    }
  }
}

if (parentPort) {
  run(workerData, (answer) => parentPort.postMessage(answer));
} else {
  lowerPriority();
  // Disconnected: the answer was taken, or the build stopped without waiting for it.
  process.once('disconnect', () => process.exit(0));
  process.once('message', (job) => run(job, (answer) => process.send(answer)));
}
