/**
 * Runs before Prism's core: Prism's language files register themselves on a global `Prism`, and
 * without `manual` the core would highlight every `code[class*=language-]` element of the page on
 * its own, under React's feet.
 */
const scope = globalThis as {Prism?: unknown};
scope.Prism ??= {manual: true, disableWorkerMessageHandler: true};
