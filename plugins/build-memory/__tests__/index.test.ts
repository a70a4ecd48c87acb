import {describe, expect, it} from 'vitest';
import buildMemoryPlugin from '../index';
import {ReleaseGarbageAfterBundling} from '../releaseGarbage';

describe('buildMemoryPlugin', () => {
  const configure = (plugin: ReturnType<typeof buildMemoryPlugin>, isServer: boolean) =>
    plugin.configureWebpack!({} as never, isServer, {} as never, {} as never) as {plugins?: unknown[]};

  it('gives both production compilers one collector, sharing their count', () => {
    const env = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'production';
      const plugin = buildMemoryPlugin();
      const [client] = configure(plugin, false).plugins as ReleaseGarbageAfterBundling[];
      const [server] = configure(plugin, true).plugins as ReleaseGarbageAfterBundling[];
      expect(client).toBeInstanceOf(ReleaseGarbageAfterBundling);
      expect(server).toBeInstanceOf(ReleaseGarbageAfterBundling);
      // The last compiler to finish collects: both read and write the same state.
      expect((client as unknown as {state: object}).state).toBe((server as unknown as {state: object}).state);
    } finally {
      process.env.NODE_ENV = env;
    }
  });

  it('leaves the dev server alone', () => {
    const env = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'development';
      expect(configure(buildMemoryPlugin(), false)).toEqual({});
      expect(configure(buildMemoryPlugin(), true)).toEqual({});
    } finally {
      process.env.NODE_ENV = env;
    }
  });
});
