// The entry of the worker threads that shared/worker.ts starts. Plain CommonJS, because Node loads
// an entry itself: the TypeScript module is loaded with jiti, as Docusaurus loads the site's config
// and plugins.
const {parentPort, workerData} = require('node:worker_threads');
const createJiti = require('jiti');

const {modulePath, exportName, input} = workerData;
// Calls the job's function and posts its value or its error, as plain data.
Promise.resolve()
  .then(() => createJiti(__filename)(modulePath)[exportName](input))
  .then(
    (value) => parentPort.postMessage({ok: true, value}),
    (error) => parentPort.postMessage({ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error)}),
  );
