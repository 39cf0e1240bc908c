import type { AnalysisSlots } from '../uploads/analysis-limits.js';
import type { UploadDatabase } from '../records/database.js';

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
  /** Where server errors are logged (never request headers, so never a key). */
  log: (line: string) => void;
}
