/**
 * Bounds the production build's peak memory: once the client and the server compilers have built
 * their modules, and again once both have shut down, the main thread's heap is collected and
 * compacted, and the render workers that Docusaurus starts next get a smaller heap limit
 * (releaseGarbage.ts explains each step and what it saves). The dev server is left alone.
 *
 * It is a plugin of its own because it concerns the build as a whole, not any one capability: the
 * two compilers share one count, so the collections run when the last of them reaches each step.
 */
import type {Plugin} from '@docusaurus/types';
import {ReleaseGarbageAfterBundling, type BundlingState} from './releaseGarbage';

export default function buildMemoryPlugin(): Plugin {
  const bundling: BundlingState = {running: 0, building: 0};
  return {
    name: 'build-memory',
    configureWebpack() {
      if (process.env.NODE_ENV !== 'production') return {};
      return {plugins: [new ReleaseGarbageAfterBundling(bundling)]};
    },
  };
}
