import { checkBuild, ZIP_BOMB_LIMITS, type Finding, type FirstLoad } from '@gamesdk/cli';
import type { Entry } from 'yauzl';
import { isFolder, openZip, zipEntries } from './zip-reader.js';

/** What the service learns from an uploaded zip, without extracting it. */
export interface BuildAnalysis {
  /** Files in the zip (folders not counted). */
  file_count: number;
  total_uncompressed_bytes: number;
  /** `deflate`, `stored`, or `mixed` when the zip uses both. */
  compression: 'deflate' | 'stored' | 'mixed';
  largest_file_bytes: number;
  largest_file_name: string | null;
  /** The index.html that opens the game: at the root, else one level down; null when neither. */
  index_html: string | null;
  /** index.html files deeper than one level (what a misplaced build contains instead). */
  deeper_index_html: string[];
  /** The first file that carries the game SDK's browser script banner. */
  sdk_marker_file: string | null;
  /** Files that bundle the platform's own SDK (named partner-sdk.js or defining PartnerSDK). */
  platform_sdk_files: string[];
  /**
   * What launch review would find, from `gamesdk check` run on the stored zip (warnings and
   * rejects only, such as root-absolute paths), and the first-load estimate. The upload does not
   * refuse these; the dashboard shows them.
   */
  launch_check: { findings: Finding[]; first_load: FirstLoad | null };
}


/** A zip the service refuses to analyse; `details` is the reason shown to the client. */
export class BuildAnalysisError extends Error {
  constructor(readonly details: string) {
    super(details);
    this.name = 'BuildAnalysisError';
  }
}

const METHODS: Record<number, 'stored' | 'deflate'> = { 0: 'stored', 8: 'deflate' };

// The zip-bomb limits of `gamesdk check`, so the preflight and the service refuse the same zips.
function checkBombLimits(entry: Entry, entries: number, total: number): void {
  if (entries > ZIP_BOMB_LIMITS.maxEntries) throw new BuildAnalysisError(`the zip has more than ${ZIP_BOMB_LIMITS.maxEntries} entries`);
  if (total > ZIP_BOMB_LIMITS.maxTotalUncompressedBytes) {
    throw new BuildAnalysisError(`the zip would expand to more than ${ZIP_BOMB_LIMITS.maxTotalUncompressedBytes} bytes (zip bomb)`);
  }
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (entry.uncompressedSize > 1024 ** 2 && ratio > ZIP_BOMB_LIMITS.maxRatio) {
    throw new BuildAnalysisError(`${entry.fileName} expands ${Math.round(ratio)} times (zip bomb)`);
  }
  if (METHODS[entry.compressionMethod] === undefined) {
    throw new BuildAnalysisError(`${entry.fileName} uses unsupported compression method ${entry.compressionMethod}`);
  }
  if (entry.isEncrypted()) throw new BuildAnalysisError(`${entry.fileName} is encrypted`);
}

function pickIndex(indexes: string[]): { index: string | null; deeper: string[] } {
  const depth = (path: string) => path.split('/').length - 1;
  const byDepth = [...indexes].sort((a, b) => depth(a) - depth(b) || a.localeCompare(b));
  const index = byDepth.find((path) => depth(path) <= 1) ?? null;
  return { index, deeper: byDepth.filter((path) => depth(path) > 1) };
}

/**
 * Analyses the zip at `path`: sizes and compression from its directory (refusing zip bombs before
 * anything inflates), where index.html is, and, through `checkBuild` of @gamesdk/cli, whether the
 * game SDK is integrated. Throws BuildAnalysisError when the zip cannot be read or is refused.
 */
export async function analyzeBuild(path: string): Promise<BuildAnalysis> {
  let zip;
  try {
    zip = await openZip(path);
  } catch (error) {
    throw new BuildAnalysisError(`not a readable zip: ${(error as Error).message}`);
  }
  const analysis: BuildAnalysis = {
    file_count: 0,
    total_uncompressed_bytes: 0,
    compression: 'stored',
    largest_file_bytes: 0,
    largest_file_name: null,
    index_html: null,
    deeper_index_html: [],
    sdk_marker_file: null,
    platform_sdk_files: [],
    launch_check: { findings: [], first_load: null },
  };
  const methods = new Set<string>();
  const indexes: string[] = [];
  try {
    for await (const entry of zipEntries(zip)) {
      if (isFolder(entry)) continue;
      analysis.file_count++;
      analysis.total_uncompressed_bytes += entry.uncompressedSize;
      checkBombLimits(entry, analysis.file_count, analysis.total_uncompressed_bytes);
      methods.add(METHODS[entry.compressionMethod]!);
      if (entry.uncompressedSize > analysis.largest_file_bytes || analysis.largest_file_name === null) {
        analysis.largest_file_bytes = entry.uncompressedSize;
        analysis.largest_file_name = entry.fileName;
      }
      if (/(^|\/)index\.html$/.test(entry.fileName)) indexes.push(entry.fileName);
    }
  } catch (error) {
    if (error instanceof BuildAnalysisError) throw error;
    throw new BuildAnalysisError(`the zip cannot be read: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
  analysis.compression = methods.size > 1 ? 'mixed' : methods.has('deflate') ? 'deflate' : 'stored';
  const { index, deeper } = pickIndex(indexes);
  analysis.index_html = index;
  analysis.deeper_index_html = deeper;
  // The files' contents are read by the same code as `gamesdk check`, so the preflight and the
  // service agree on the SDK, the platform SDK and what launch review would find.
  const review = await checkBuild(path);
  const unreadable = review.findings.find((finding) => finding.rule === 'ZIP_UNREADABLE');
  if (unreadable) throw new BuildAnalysisError(unreadable.message);
  analysis.sdk_marker_file = review.sdk?.file ?? null;
  analysis.platform_sdk_files = review.findings.filter((finding) => finding.rule === 'PLATFORM_SDK_BUNDLED').map((finding) => finding.file!);
  analysis.launch_check = { findings: review.findings.filter((finding) => finding.severity !== 'info'), first_load: review.first_load };
  return analysis;
}
