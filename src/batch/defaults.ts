// Defaults of folder scans, shared by the walk, the command line and the editor's settings (kept apart
// from walk.ts so the settings table does not pull in the glob and .gitignore libraries).

/** Text-like files a folder scan reads unless told otherwise. */
export const DEFAULT_INCLUDE: readonly string[] = ['**/*.{txt,text,md,csv,tsv,json,jsonl,ndjson,xml,hl7,log}'];
/** Never worth reading: tool folders that hold no notes, and the PHI lists (real PHI terms, by design). */
export const DEFAULT_EXCLUDE: readonly string[] = ['**/.git/**', '**/node_modules/**', '**/.textinference/**'];
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
