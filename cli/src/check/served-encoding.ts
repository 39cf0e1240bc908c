import type { BuildFile } from './build-files.js';
import type { Finding } from './findings.js';

// Stored compressed under the name the page asks for: a Unity build without Decompression
// Fallback (Build/*.br, Build/*.gz). The browser decompresses such a file only when the server
// answers with `Content-Encoding: br` or `gzip`; a server that serves files as stored (the mock
// platform, and the platform as far as the spec shows) hands the engine compressed bytes, and the
// Unity loader stops ("Unable to parse Build/...br"). `.unityweb` (Decompression Fallback) is
// decompressed by the loader itself and needs no header.
const NEEDS_HEADER = /\.(br|gz)$/i;

/**
 * Files stored only compressed as .br or .gz (no uncompressed copy beside them, so the page must
 * load the compressed name), which only a server sending `Content-Encoding` can serve.
 */
export function contentEncodingFindings(files: readonly BuildFile[]): Finding[] {
  const names = new Set(files.map((file) => file.name));
  const findings: Finding[] = [];
  for (const file of files) {
    const match = NEEDS_HEADER.exec(file.name);
    if (!match || names.has(file.name.slice(0, match.index))) continue;
    const encoding = match[1]!.toLowerCase() === 'br' ? 'br' : 'gzip';
    findings.push({
      severity: 'reject',
      rule: 'CONTENT_ENCODING_REQUIRED',
      file: file.name,
      message:
        `${file.name} is stored ${encoding === 'br' ? 'Brotli' : 'gzip'}-compressed and loads only when the server sends "Content-Encoding: ${encoding}", which the platform does not promise; ` +
        'in Unity, Player Settings > Publishing Settings: enable Decompression Fallback (files become .unityweb) or set Compression Format to Disabled',
    });
  }
  return findings;
}
