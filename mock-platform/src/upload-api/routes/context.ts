import type { AnalysisSlots } from '../uploads/analysis-limits.js';
import type { UploadDatabase } from '../records/database.js';
import type { VersionsInFlight } from '../uploads/versions-in-flight.js';

/** What every route of the upload API shares. */
export interface UploadApiContext {
  db: UploadDatabase;
  dataDir: string;
  /** Build zip size limit in bytes (the spec's 500 MB). */
  maxBuildBytes: number;
  now: () => Date;
  /** Wall time one upload's analysis may take. */
  analysisBudgetMs: number;
  /** The analyses running now, up to their cap. */
  analyses: AnalysisSlots;
  /** Versions being uploaded now, so a duplicate answers 409 before any analysis. */
  versionsInFlight: VersionsInFlight;
  /** Where server errors are logged (never request headers, so never a key). */
  log: (line: string) => void;
}
