import http from 'node:http';
import type {AddressInfo} from 'node:net';

/**
 * A stand-in for an OpenAI-compatible chat endpoint on 127.0.0.1, for end-to-end tests of the
 * Ask AI generator. The first path segment picks the behaviour, so one server covers all cases:
 * `{url}/stream/v1` streams an answer citing [1] and [2], `/fail/v1` answers HTTP 500,
 * `/hang/v1` never answers, `/garbage/v1` sends a stream that is not JSON. Every request body
 * is kept for assertions.
 */
export type OpenAiStandIn = {
  url: string;
  requests: {path: string; authorization: string | null; body: {model?: string; stream?: boolean; messages?: {role: string; content: string}[]}}[];
  close(): Promise<void>;
};

export const STREAMED_ANSWER = ['Render on AWS Lambda with ', '`renderMediaOnLambda()` [1]. ', 'Deploy a function first [2].'];

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, authorization',
  'access-control-allow-methods': 'POST, OPTIONS',
};

export async function startOpenAiStandIn(): Promise<OpenAiStandIn> {
  const requests: OpenAiStandIn['requests'] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS);
      response.end();
      return;
    }
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '/';
      let body: OpenAiStandIn['requests'][number]['body'] = {};
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        // Kept as empty: the test will see the missing fields.
      }
      requests.push({path, authorization: request.headers.authorization ?? null, body});
      const mode = path.split('/')[1];
      if (mode === 'fail') {
        response.writeHead(500, {...CORS, 'content-type': 'application/json'});
        response.end('{"error":{"message":"stand-in failure"}}');
        return;
      }
      if (mode === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(200, {...CORS, 'content-type': 'text/event-stream', 'cache-control': 'no-cache'});
      if (mode === 'garbage') {
        response.end('data: {"choices":[{"delta":{"content":"Half an"}}]}\n\ndata: this is not json\n\n');
        return;
      }
      const chunks = [
        {choices: [{delta: {role: 'assistant'}}]},
        ...STREAMED_ANSWER.map((content) => ({choices: [{delta: {content}}]})),
      ];
      let index = 0;
      const next = () => {
        if (index < chunks.length) {
          response.write(`data: ${JSON.stringify(chunks[index++])}\n\n`);
          setTimeout(next, 250);
        } else {
          response.end('data: [DONE]\n\n');
        }
      };
      next();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
      }),
  };
}
