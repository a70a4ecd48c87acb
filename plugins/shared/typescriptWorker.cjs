// The entry of the worker threads that shared/worker.ts starts. Plain CommonJS, because Node loads
// an entry itself: the TypeScript module is loaded with jiti, as Docusaurus loads the site's config
// and plugins. The module loads at once; each message `{id, input}` is answered with
// `{id, ok, value}` or `{id, ok: false, error}`, in order.
const {parentPort, workerData} = require('node:worker_threads');
const createJiti = require('jiti');

const {modulePath, exportName} = workerData;
const loaded = Promise.resolve().then(() => createJiti(__filename)(modulePath)[exportName]);
let queue = loaded;
parentPort.on('message', ({id, input}) => {
  queue = queue
    .then((run) => run(input))
    .then(
      (value) => parentPort.postMessage({id, ok: true, value}),
      (error) => parentPort.postMessage({id, ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error)}),
    )
    .then(() => loaded);
});
