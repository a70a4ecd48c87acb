import path from 'node:path';
import {defineConfig} from 'vitest/config';

// Unit tests sit next to the code they test, in __tests__ folders.
export default defineConfig({
  resolve: {
    // A module Docusaurus' bundler provides; components under test import it.
    alias: {'@docusaurus/useBaseUrl': path.resolve(__dirname, 'src/components/mdx/LivePreview/__tests__/baseUrl.ts')},
  },
  test: {
    include: ['{src,lib,config,plugins,scripts,patches}/**/__tests__/**/*.test.{ts,tsx,mjs}'],
    environment: 'node',
  },
});
