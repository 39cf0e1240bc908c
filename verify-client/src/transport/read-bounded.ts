// Reads an answer's body as it arrives, never more than `maxBytes` of it and never past the
// attempt's deadline: a hostile or broken server's 2 GiB or endless answer costs at most
// `maxBytes` of memory and `timeoutMs` of time, then the stream is cancelled (the connection closes).
import { AnswerRefused } from './answer-refused.js';

/**
 * The body as UTF-8 text, read chunk by chunk with a byte budget.
 * @throws AnswerRefused response_too_large past `maxBytes` (declared or read);
 *   the signal's reason when it aborts first.
 */
export async function readBoundedText(response: Response, maxBytes: number, signal: AbortSignal): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    void response.body?.cancel().catch(() => undefined);
    throw tooLarge(maxBytes);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  // The deadline ends a read that a fetch without signal support would leave waiting.
  const deadline = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  deadline.catch(() => undefined);
  const chunks: Uint8Array[] = [];
  let total = 0;
  let done = false;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next.done) break;
      total += next.value.byteLength;
      if (total > maxBytes) throw tooLarge(maxBytes);
      chunks.push(next.value);
    }
    done = true;
  } finally {
    if (!done) void reader.cancel().catch(() => undefined);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

const tooLarge = (maxBytes: number) => new AnswerRefused('response_too_large', `the answer is longer than ${maxBytes} bytes (maxResponseBytes); reading stopped there`);
