import {describe, expect, it} from 'vitest';
import {ConfigError, readSiteEnv, readVar} from '../env';

describe('readSiteEnv', () => {
  it('turns analytics off when no tracking id is set', () => {
    expect(readSiteEnv({})).toEqual({gtagTrackingId: undefined});
    expect(readSiteEnv({GTAG_TRACKING_ID: '   '})).toEqual({gtagTrackingId: undefined});
  });

  it('accepts a measurement id', () => {
    expect(readSiteEnv({GTAG_TRACKING_ID: ' G-ABC123XYZ '}).gtagTrackingId).toBe('G-ABC123XYZ');
  });

  it('names the variable when the id is malformed', () => {
    expect(() => readSiteEnv({GTAG_TRACKING_ID: 'not an id'})).toThrow(ConfigError);
    expect(() => readSiteEnv({GTAG_TRACKING_ID: 'not an id'})).toThrow(/GTAG_TRACKING_ID/);
  });
});

describe('readVar', () => {
  it('treats blank values as missing', () => {
    expect(readVar({A: ''}, 'A')).toBeUndefined();
    expect(readVar({A: ' x '}, 'A')).toBe('x');
    expect(readVar({}, 'A')).toBeUndefined();
  });
});
