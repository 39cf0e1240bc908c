/** How much a finding matters: `reject` is what the platform would refuse. */
export type Severity = 'reject' | 'warning' | 'info';

/** Stable identifiers of what `gamesdk check` looks for. */
export type RuleId =
  | 'ZIP_UNREADABLE'
  | 'ZIP_BOMB'
  | 'SCAN_LIMIT'
  | 'BUILD_TOO_LARGE'
  | 'INDEX_HTML_MISSING'
  | 'INDEX_HTML_NOT_AT_ROOT'
  | 'ROOT_ABSOLUTE_PATH'
  | 'SDK_NOT_INTEGRATED'
  | 'PAGE_START_MISSING'
  | 'PLATFORM_SDK_BUNDLED'
  | 'EXTERNAL_LINK'
  | 'CROSS_ORIGIN_SCRIPT'
  | 'MISSING_FILE'
  | 'CONTENT_ENCODING_REQUIRED'
  | 'FIRST_LOAD_SLOW'
  | 'FIRST_LOAD';

/** One thing the check found, with the file and line when it has one. */
export interface Finding {
  severity: Severity;
  rule: RuleId;
  message: string;
  file?: string;
  line?: number;
}
