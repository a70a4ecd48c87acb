import {defineConfig} from 'vitest/config';

// Unit tests sit next to the code they test, in __tests__ folders.
export default defineConfig({
  test: {
    include: ['{src,lib,config,plugins,scripts,patches}/**/__tests__/**/*.test.{ts,tsx,mjs}'],
    environment: 'node',
  },
});
