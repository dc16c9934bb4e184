// Where things are, from the compiled location out/test/e2e/lib/ (or TI_REPO_ROOT set by the harness).
import { join, resolve } from 'node:path';

export const REPO_ROOT = process.env['TI_REPO_ROOT'] ?? resolve(__dirname, '..', '..', '..', '..');
/** README screenshots: committed, referenced by README.md, NOT packaged (media/ is). */
export const SCREENSHOT_DIR = join(REPO_ROOT, 'docs', 'screenshots');
/** Small JPEG crops for the packaged README (the extension's details page): media/readme/ IS packaged. */
export const README_MEDIA_DIR = join(REPO_ROOT, 'media', 'readme');
export const RESULTS_DIR = join(REPO_ROOT, 'test-results');
export const SESSION_MODULE = join(REPO_ROOT, 'test', 'harness', 'session.mjs');
