// The multipart receiver on its own, fed by a stand-in request stream: the moments a real socket
// reaches only under load are made here on purpose.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { receiveUpload } from '../../src/upload-api/uploads/receive-upload.js';

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), 'receive-upload-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const BOUNDARY = 'b';
const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="build"; filename="b.zip"\r\nContent-Type: application/zip\r\n\r\n`);

/** A request stream with multipart headers; `complete` as Node's HTTP parser sets it once the whole message arrived. */
function request(): Readable & { headers: Record<string, string>; complete: boolean } {
  return Object.assign(new Readable({ read() {} }), { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, complete: false });
}

describe('receiveUpload', () => {
  it('a connection that closes with the body arrived whole but not read to its end is refused, and its temp file removed', async () => {
    const incoming = request();
    const receiving = receiveUpload(incoming as unknown as IncomingMessage, tmp, 1024 * 1024);
    incoming.push(Buffer.concat([head, Buffer.alloc(4096, 7)]));
    // The build part's file is open: its temp file exists.
    await expect.poll(() => readdirSync(tmp).length).toBe(1);
    // The whole message had arrived (its last bytes still unread), then the connection closed: the
    // request ends without its 'end'.
    incoming.complete = true;
    incoming.destroy();
    await expect(receiving).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: 'the client aborted the upload' });
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('a request already closed when receiving starts is refused at once, and writes nothing', async () => {
    const incoming = request();
    incoming.destroy();
    await expect(receiveUpload(incoming as unknown as IncomingMessage, tmp, 1024 * 1024)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(readdirSync(tmp)).toEqual([]);
  });
});
