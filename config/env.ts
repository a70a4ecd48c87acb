/**
 * Reads the environment once and turns it into typed site flags. Every optional service
 * (hosted search, analytics, the chat panel) is off unless its variables are set, so a fresh
 * machine with no accounts builds and runs the whole site on its embedded defaults.
 */

export type SiteEnv = {
  /** Google Analytics (gtag) measurement id; analytics is off when unset. */
  gtagTrackingId: string | undefined;
};

/** Thrown for an environment value that is present but unusable; the message names the key. */
export class ConfigError extends Error {
  constructor(key: string, problem: string) {
    super(`Invalid site configuration: ${key} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Returns a trimmed value, or undefined for a missing or blank variable. */
export function readVar(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value ? value : undefined;
}

const GTAG_ID = /^(G|UA|AW|DC)-[A-Z0-9-]+$/i;

export function readSiteEnv(env: Env = process.env): SiteEnv {
  const gtagTrackingId = readVar(env, 'GTAG_TRACKING_ID');
  if (gtagTrackingId && !GTAG_ID.test(gtagTrackingId)) {
    throw new ConfigError(
      'GTAG_TRACKING_ID',
      `must look like "G-XXXXXXX" (got "${gtagTrackingId}")`,
    );
  }
  return {gtagTrackingId};
}
