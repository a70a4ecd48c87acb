import {describe, expect, it} from 'vitest';
import {buildMessages, chunkText, generateAnswer, GeneratorError, ssePayloads} from '../client/generate';
import type {GeneratorSettings} from '../client/settings';

const settings: GeneratorSettings = {baseUrl: 'http://127.0.0.1:9/v1', model: 'test-model', apiKey: 'k', timeoutMs: 200};

function streamOf(chunks: string[], delayMs = 0): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async start(controller) {
      for (const chunk of chunks) {
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        controller.enqueue(encoder.encode(chunk));
      }
      controller.close();
    },
  });
}

const delta = (content: string) => `data: ${JSON.stringify({choices: [{delta: {content}}]})}\n\n`;

function fetcherFor(response: () => Response) {
  const requests: {url: string; init: RequestInit}[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    requests.push({url, init});
    return response();
  }) as unknown as typeof fetch;
  return {fetcher, requests};
}

describe('ssePayloads', () => {
  it('joins data lines per event across chunk boundaries', async () => {
    const payloads: string[] = [];
    for await (const payload of ssePayloads(streamOf(['data: a\r\n', 'data: b\r\n\r\n: comment\n\nda', 'ta: [DONE]\n\n']))) payloads.push(payload);
    expect(payloads).toEqual(['a\nb', '[DONE]']);
  });
});

describe('chunkText', () => {
  it('reads streamed deltas and whole messages', () => {
    expect(chunkText('{"choices":[{"delta":{"content":"Hi"}}]}')).toBe('Hi');
    expect(chunkText('{"choices":[{"delta":{"role":"assistant"}}]}')).toBeNull();
    expect(chunkText('{"choices":[{"message":{"content":"All"}}]}')).toBe('All');
  });

  it('rejects what is not a completion chunk', () => {
    expect(() => chunkText('nope')).toThrow(GeneratorError);
    expect(() => chunkText('{"error":{"message":"quota"}}')).toThrow(/quota/);
  });
});

describe('generateAnswer', () => {
  const messages = buildMessages('Q?', [], () => '');

  it('streams the answer and sends model, messages and key', async () => {
    const {fetcher, requests} = fetcherFor(
      () => new Response(streamOf([delta('Use '), delta('Lambda [1].'), 'data: [DONE]\n\n']), {headers: {'content-type': 'text/event-stream'}}),
    );
    const seen: string[] = [];
    let answering = 0;
    const text = await generateAnswer(settings, messages, {onAnswering: () => answering++, onText: (t) => seen.push(t)}, undefined, fetcher);
    expect(text).toBe('Use Lambda [1].');
    expect(seen).toEqual(['Use ', 'Lambda [1].']);
    expect(answering).toBe(1);
    expect(requests[0]!.url).toBe('http://127.0.0.1:9/v1/chat/completions');
    expect((requests[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer k');
    expect(JSON.parse(String(requests[0]!.init.body))).toMatchObject({model: 'test-model', stream: true, messages});
  });

  it('names the HTTP status of a failed request', async () => {
    const {fetcher} = fetcherFor(() => new Response('{}', {status: 500}));
    await expect(generateAnswer(settings, messages, {onAnswering() {}, onText() {}}, undefined, fetcher)).rejects.toMatchObject({
      kind: 'http',
      message: expect.stringContaining('HTTP 500'),
    });
  });

  it('rejects a malformed stream', async () => {
    const {fetcher} = fetcherFor(() => new Response(streamOf([delta('Half'), 'data: {oops\n\n']), {headers: {'content-type': 'text/event-stream'}}));
    await expect(generateAnswer(settings, messages, {onAnswering() {}, onText() {}}, undefined, fetcher)).rejects.toMatchObject({kind: 'malformed'});
  });

  it('gives up after the timeout', async () => {
    const fetcher = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as unknown as typeof fetch;
    await expect(generateAnswer(settings, messages, {onAnswering() {}, onText() {}}, undefined, fetcher)).rejects.toMatchObject({kind: 'timeout'});
  });

  it('numbers the passages in the prompt', () => {
    const built = buildMessages('How?', [{id: 'a', number: 1, path: '/docs/x#y', heading: 'Y', snippet: [], text: 'Body text'}], () => 'X');
    expect(built[1]!.content).toContain('[1] X › Y (/docs/x#y)\nBody text');
    expect(built[1]!.content).toContain('Question: How?');
  });
});
