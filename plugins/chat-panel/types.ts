/** Settings shared by the plugin (Node) and its browser code; no browser imports here. */

/** The third-party chat side panel (CrawlChat's embed), when a site id is configured. */
export type ThirdPartySettings = {
  siteId: string;
  scriptUrl: string;
  /** Origin of the script and of the panel frame: the only origin whose messages count. */
  panelOrigin: string;
  /** How long the panel may take to post `embed-ready` before our own panel takes over. */
  readyTimeoutMs: number;
};

/** An OpenAI-compatible chat endpoint that writes answers from the retrieved passages. */
export type GeneratorSettings = {
  /** Up to, not including, `/chat/completions` (e.g. `https://api.example.com/v1`). */
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
};

/** Where /ai sends a visitor the assistant could not help: the community chat and the team's address. */
export type AskAiHelpLinks = {discord: string; email: string};

export type ChatSettings = {
  thirdParty: ThirdPartySettings | null;
  generator: GeneratorSettings | null;
};

/**
 * What every page receives (the plugin's global data, part of main.js): nothing secret. The
 * generator's settings, API key included, are a data module of their own (GENERATOR_FILE) that
 * the panel imports when it first writes an answer, so they reach only the pages that ask.
 */
export type ChatGlobalData = {
  thirdParty: ThirdPartySettings | null;
  /** Whether answers are written (a generator is configured); its settings load on demand. */
  generates: boolean;
};

export const PLUGIN_NAME = 'docusaurus-plugin-chat-panel';

/** The generator's data module, under @generated/<PLUGIN_NAME>/default/. */
export const GENERATOR_FILE = 'generator.json';
