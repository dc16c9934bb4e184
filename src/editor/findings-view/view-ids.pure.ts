// The ids of the views package.json contributes (checked by test/unit/manifest.test.ts).
export const FINDINGS_VIEW_ID = 'textInference.findings';
export const FOLDER_SCAN_VIEW_ID = 'textInference.folderScan';
export const REVIEW_VIEW_ID = 'textInference.review';
