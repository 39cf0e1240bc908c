// Express and Node's `http` speak IncomingMessage/ServerResponse, not fetch's Request/Response.
// This adapter converts one to the other, structurally typed so the package needs no Node types
// and names no Node built-in.

/** The parts of Node's `IncomingMessage` (or Express's `req`) the adapter reads. */
export interface NodeRequestLike extends AsyncIterable<Uint8Array | string> {
  method?: string;
  url?: string;
  /** Express's full URL when the handler is mounted under a prefix. */
  originalUrl?: string;
  headers: Record<string, string | string[] | undefined>;
  /** What a body parser (such as `express.json()`) made of the body, when one ran first. */
  body?: unknown;
  /** True once the body stream was read to its end (by a body parser). */
  readableEnded?: boolean;
}

/** The parts of Node's `ServerResponse` (or Express's `res`) the adapter writes. */
export interface NodeResponseLike {
  statusCode: number;
  setHeader(name: string, value: string | string[]): unknown;
  end(body?: Uint8Array | string): unknown;
}

/** A Node `http` request listener, also an Express handler (`next` receives a fault). */
export type NodeHandler = (req: NodeRequestLike, res: NodeResponseLike, next?: (error: unknown) => void) => Promise<void>;

/**
 * Adapts a fetch handler (such as {@link createGrantHandler}'s) to Node's `http` and to Express.
 * Best mounted where no body parser ran (the handler reads the body itself, bounded); after
 * `express.json()` it hands on the parsed body, serialised again.
 * @example
 * app.post('/purchases/grant', toNodeHandler(handler));          // Express
 * app.options('/purchases/grant', toNodeHandler(handler));       // its CORS preflight
 * http.createServer(toNodeHandler(handler)).listen(8788);         // Node's http
 */
export function toNodeHandler(handler: (request: Request) => Promise<Response>): NodeHandler {
  return async (req, res, next) => {
    try {
      const response = await handler(toRequest(req));
      res.statusCode = response.status;
      const cookies = response.headers.getSetCookie?.() ?? [];
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') res.setHeader(name, value);
      });
      if (cookies.length > 0) res.setHeader('set-cookie', cookies);
      res.end(new Uint8Array(await response.arrayBuffer()));
    } catch (error) {
      if (next) return next(error);
      res.statusCode = 500;
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ error: 'internal error', code: 'internal_error', consume: false }));
    }
  };
}

function toRequest(req: NodeRequestLike): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  // Only the path matters to the handler; the host is not trusted for anything.
  const url = new URL(req.originalUrl ?? req.url ?? '/', 'http://node.invalid');
  const method = (req.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  // A body parser that ran first read the stream (bounded by its own limit): hand on what it made.
  if (req.readableEnded === true && req.body !== undefined) {
    return new Request(url, { method, headers, body: typeof req.body === 'string' ? req.body : JSON.stringify(req.body) });
  }
  const iterator = req[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  // Pulled on demand, so a handler that stops reading (a body over its bound) reads no further.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(typeof value === 'string' ? encoder.encode(value) : value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Request(url, { method, headers, body, duplex: 'half' } as RequestInit);
}
