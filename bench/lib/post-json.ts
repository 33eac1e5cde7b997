import http from 'node:http';

export interface Posted {
  /** 0 when the connection failed. */
  status: number;
  body: string;
}

/**
 * A JSON POST over keep-alive sockets, as the browser sends a money call: plain `node:http` rather
 * than fetch, so the load generator spends as little of its core as it can per call.
 */
export function jsonPoster(baseUrl: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const post = (path: string, headers: Record<string, string>, payload: unknown) =>
    new Promise<Posted>((resolve) => {
      const body = JSON.stringify(payload);
      const request = http.request(
        new URL(path, baseUrl),
        {
          method: 'POST',
          agent,
          headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
        },
      );
      request.on('error', () => resolve({ status: 0, body: '' }));
      request.end(body);
    });
  return { post, close: () => agent.destroy() };
}
