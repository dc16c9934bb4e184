#!/usr/bin/env node
// Renders media/icon.svg (the source) to media/icon.png (128x128, what the manifest and .vsix use) in
// Debian's Chromium. Run after editing the SVG: node test/harness/render-icon.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './browser.mjs';
import { REPO_ROOT } from './install-code-server.mjs';

const svg = readFileSync(join(REPO_ROOT, 'media', 'icon.svg'), 'utf8');
const chrome = await launchChromium({ width: 128, height: 128 });
try {
  await chrome.page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await chrome.page.locator('svg').screenshot({ path: join(REPO_ROOT, 'media', 'icon.png'), omitBackground: true });
} finally {
  await chrome.close();
}
console.log('wrote media/icon.png');
