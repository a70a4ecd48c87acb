import type {GeneratorSettings} from './settings';
import type {Passage} from './retrieve';

/**
 * Answers from an OpenAI-compatible chat endpoint (`POST {baseUrl}/chat/completions`, streamed
 * as server-sent events), given the question and the passages the search found. The answer may
 * only use those passages and cites them as [n].
 */

export type GeneratorErrorKind = 'timeout' | 'http' | 'malformed' | 'network' | 'empty';

export class GeneratorError extends Error {
  constructor(
    readonly kind: GeneratorErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'GeneratorError';
  }
}

export type ChatMessage = {role: 'system' | 'user'; content: string};

const PASSAGE_CHARS = 1500;

export function buildMessages(question: string, passages: readonly Passage[], pageTitle: (passage: Passage) => string): ChatMessage[] {
  const sources = passages
    .map((passage) => {
      const where = [pageTitle(passage), passage.heading].filter(Boolean).join(' › ');
      return `[${passage.number}] ${where} (${passage.path})\n${passage.text.slice(0, PASSAGE_CHARS)}`;
    })
    .join('\n\n');
  return [
    {
      role: 'system',
      content:
        'You answer questions about Remotion, a toolkit for making videos with React, for developers reading its ' +
        'documentation. Use only the numbered documentation passages given with the question. Cite every claim with ' +
        'the passage number in square brackets, like [2]. If the passages do not answer the question, say so in one ' +
        'sentence and do not guess. Keep answers short; use Markdown code blocks for code.',
    },
    {role: 'user', content: `Documentation passages:\n\n${sources || '(none found)'}\n\nQuestion: ${question}`},
  ];
}

/** The text a streamed chunk adds, or null for chunks without text (role announcements, usage). */
export function chunkText(payload: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    throw new GeneratorError('malformed', 'The AI service sent a response that is not valid JSON.');
  }
  const choices = (parsed as {choices?: unknown} | null)?.choices;
  if (!Array.isArray(choices)) {
    const error = (parsed as {error?: {message?: unknown}} | null)?.error?.message;
    throw new GeneratorError('malformed', typeof error === 'string' ? `The AI service reported an error: ${error}` : 'The AI service sent a response without choices.');
  }
  const choice = choices[0] as {delta?: {content?: unknown}; message?: {content?: unknown}} | undefined;
  const content = choice?.delta?.content ?? choice?.message?.content;
  return typeof content === 'string' ? content : null;
}

/** Reads server-sent events and yields each `data:` payload (events with several data lines joined). */
export async function* ssePayloads(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  const flush = function* () {
    if (data.length > 0) yield data.join('\n');
    data = [];
  };
  for (;;) {
    const {value, done} = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, {stream: true});
    let newline: number;
    while ((newline = buffer.search(/\r?\n/)) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(buffer[newline] === '\r' ? newline + 2 : newline + 1);
      if (line === '') yield* flush();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      // Comments (":"), event names and ids carry nothing this client needs.
    }
  }
  if (buffer.startsWith('data:')) data.push(buffer.slice(5).replace(/^ /, ''));
  yield* flush();
}

export type GenerateCallbacks = {
  /** Called once the first words arrive: "Thinking..." becomes "Answering...". */
  onAnswering(): void;
  onText(text: string): void;
};

function describeStatus(status: number): string {
  if (status === 401 || status === 403) return `The AI service refused the request (HTTP ${status}): its key is missing or not allowed.`;
  if (status === 429) return 'The AI service is busy (HTTP 429, too many requests). Try again in a minute.';
  return `The AI service answered with an error (HTTP ${status}).`;
}

/**
 * Streams an answer. Resolves with the whole text; rejects with a GeneratorError (timeout,
 * HTTP status, malformed stream, network) or with the caller's abort reason.
 */
export async function generateAnswer(
  settings: GeneratorSettings,
  messages: ChatMessage[],
  callbacks: GenerateCallbacks,
  signal?: AbortSignal,
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<string> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, settings.timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  const seconds = Math.round(settings.timeoutMs / 1000);
  try {
    let response: Response;
    try {
      response = await fetcher(`${settings.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          ...(settings.apiKey ? {Authorization: `Bearer ${settings.apiKey}`} : {}),
        },
        body: JSON.stringify({model: settings.model, messages, stream: true, temperature: 0.2}),
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw new GeneratorError('timeout', `The AI service did not answer within ${seconds} seconds.`);
      if (signal?.aborted) throw error;
      throw new GeneratorError('network', 'The AI service could not be reached.');
    }
    if (!response.ok) throw new GeneratorError('http', describeStatus(response.status));
    if (!response.body) throw new GeneratorError('malformed', 'The AI service sent an empty response.');

    let text = '';
    let answering = false;
    const add = (piece: string | null) => {
      if (!piece) return;
      if (!answering) {
        answering = true;
        callbacks.onAnswering();
      }
      text += piece;
      callbacks.onText(piece);
    };
    try {
      if ((response.headers.get('content-type') ?? '').includes('application/json')) {
        // Some compatible servers ignore `stream: true` and send one JSON answer.
        add(chunkText(await response.text()));
      } else {
        let finished = false;
        for await (const payload of ssePayloads(response.body)) {
          if (payload.trim() === '[DONE]') {
            finished = true;
            break;
          }
          add(chunkText(payload));
        }
        if (!finished && text === '') throw new GeneratorError('malformed', 'The AI service ended its response without an answer.');
      }
    } catch (error) {
      if (error instanceof GeneratorError) throw error;
      if (timedOut) throw new GeneratorError('timeout', `The AI service did not finish its answer within ${seconds} seconds.`);
      if (signal?.aborted) throw error;
      throw new GeneratorError('network', 'The connection to the AI service broke off during the answer.');
    }
    if (text.trim() === '') throw new GeneratorError('empty', 'The AI service sent an empty answer.');
    return text;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
