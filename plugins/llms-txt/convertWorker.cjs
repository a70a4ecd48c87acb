// The worker thread of convert.ts (index.ts starts it). Plain CommonJS, because a worker's entry
// is loaded by Node itself: it loads the TypeScript converter with jiti, as Docusaurus loads the
// site's TypeScript config and plugins.
const fs = require('node:fs');
const os = require('node:os');
const {parentPort, workerData} = require('node:worker_threads');
const createJiti = require('jiti');

// The result is needed at postBuild only, so the thread takes the lowest CPU priority and runs on
// what the compilation leaves idle, rather than slowing the main thread's loaders. Linux only: a
// thread id is a valid target of setpriority there, and /proc/thread-self names this thread.
try {
  os.setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), 19);
} catch {
  // Another system: the thread keeps the process' priority.
}

const {convertDocs} = createJiti(__filename)('./convert.ts');
parentPort.postMessage(convertDocs(workerData));
