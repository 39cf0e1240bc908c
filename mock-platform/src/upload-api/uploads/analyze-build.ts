import { checkBuild, TooManyEntriesError, type Finding, type FirstLoad } from '@gamesdk/cli';
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

// What the service cannot store or serve, whatever `gamesdk check` says of the files.
function checkEntry(entry: Entry): void {
  if (METHODS[entry.compressionMethod] === undefined) {
    throw new BuildAnalysisError(`${entry.fileName} uses unsupported compression method ${entry.compressionMethod}`);
  }
  if (entry.isEncrypted()) throw new BuildAnalysisError(`${entry.fileName} is encrypted`);
}

/**
 * Analyses the zip at `path`: sizes and compression from its directory, then everything else
 * through `checkBuild` of @gamesdk/cli (zip bombs refused from declared sizes before anything
 * inflates, where index.html is, whether the game SDK is integrated), so the preflight and the
 * service judge a zip by one piece of code. Throws BuildAnalysisError when the zip cannot be read
 * or is refused; rejects with the check's ScanStopped (`aborted`) once `signal` aborts.
 */
export async function analyzeBuild(path: string, signal?: AbortSignal): Promise<BuildAnalysis> {
  let zip;
  try {
    zip = await openZip(path);
  } catch (error) {
    if (error instanceof TooManyEntriesError) throw new BuildAnalysisError(error.message);
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
  try {
    for await (const entry of zipEntries(zip)) {
      if (isFolder(entry)) continue;
      analysis.file_count++;
      analysis.total_uncompressed_bytes += entry.uncompressedSize;
      checkEntry(entry);
      methods.add(METHODS[entry.compressionMethod]!);
      if (entry.uncompressedSize > analysis.largest_file_bytes || analysis.largest_file_name === null) {
        analysis.largest_file_bytes = entry.uncompressedSize;
        analysis.largest_file_name = entry.fileName;
      }
    }
  } catch (error) {
    if (error instanceof BuildAnalysisError) throw error;
    throw new BuildAnalysisError(`the zip cannot be read: ${(error as Error).message}`);
  } finally {
    zip.close();
  }
  analysis.compression = methods.size > 1 ? 'mixed' : methods.has('deflate') ? 'deflate' : 'stored';
  const review = await checkBuild(path, { signal });
  const refused = review.findings.find((finding) => finding.rule === 'ZIP_UNREADABLE' || finding.rule === 'ZIP_BOMB' || finding.rule === 'SCAN_LIMIT');
  if (refused) throw new BuildAnalysisError(refused.message);
  analysis.index_html = review.index_html.file;
  analysis.deeper_index_html = review.index_html.deeper;
  analysis.sdk_marker_file = review.sdk?.file ?? null;
  analysis.platform_sdk_files = review.findings.filter((finding) => finding.rule === 'PLATFORM_SDK_BUNDLED').map((finding) => finding.file!);
  analysis.launch_check = { findings: review.findings.filter((finding) => finding.severity !== 'info'), first_load: review.first_load };
  return analysis;
}
