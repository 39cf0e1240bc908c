import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip } from 'node:zlib';

/** Files stored compressed in a build: Unity's pre-compressed output (.gz, .br, .unityweb). */
export const COMPRESSED_SUFFIX = /\.(?:gz|br|unityweb)$/i;

// The first two bytes of the stream, put back so the stream still starts at its beginning.
function peek(stream: Readable): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const done = (bytes: Buffer | null) => {
      stream.off('readable', onReadable).off('end', onEnd).off('error', reject);
      if (bytes) stream.unshift(bytes);
      resolve(bytes);
    };
    const onReadable = () => done((stream.read(2) as Buffer | null) ?? (stream.read() as Buffer | null));
    const onEnd = () => done(null);
    stream.on('readable', onReadable).on('end', onEnd).on('error', reject);
  });
}

/**
 * A build file's content as the browser sees it: .gz gunzipped, .br un-brotlied, and .unityweb
 * (Unity's "decompression fallback" output, gzip or Brotli by the build's settings) by its magic
 * bytes: gzip starts with 1f 8b, anything else is taken as Brotli.
 */
export async function decompressed(name: string, raw: Readable): Promise<Readable> {
  if (/\.gz$/i.test(name)) return raw.pipe(createGunzip());
  if (/\.br$/i.test(name)) return raw.pipe(createBrotliDecompress());
  if (!/\.unityweb$/i.test(name)) return raw;
  const head = await peek(raw);
  return raw.pipe(head && head[0] === 0x1f && head[1] === 0x8b ? createGunzip() : createBrotliDecompress());
}
