// The generator's data module written by the chat-panel plugin (GENERATOR_FILE), read by
// client/generatorSettings.ts. The shape is types.ts' GeneratorSettings, or null when off.
declare module '@generated/docusaurus-plugin-chat-panel/default/generator.json' {
  const generator: {baseUrl: string; model: string; apiKey: string | null; timeoutMs: number} | null;
  export default generator;
}
