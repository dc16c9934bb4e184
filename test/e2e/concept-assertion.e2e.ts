// Concept assertion as a user sees it in the real workbench: Find Concepts from the palette on an ED note;
// "no pneumothorax" is drawn struck through and its hover card says "Negated (cue: no)". Saves the README's
// screenshot docs/screenshots/concepts-negated.png (and its crop media/readme/concepts-negated.jpg).
import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { TEST_TIMEOUT_MS, Workbench } from './lib';
import { RESULTS_DIR } from './lib/paths';

describe('e2e: concept assertion in a note', function () {
  this.timeout(TEST_TIMEOUT_MS);
  let wb: Workbench;

  before(async () => {
    wb = await Workbench.start();
    await wb.openFile('ed-note-chest-pain.txt');
  });

  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    await wb.page.screenshot({ path: join(RESULTS_DIR, 'e2e-failed-concept-assertion.png') }).catch(() => undefined);
  });

  after(async () => {
    await wb?.stop();
  });

  it('Find Concepts marks a negated finding, and its hover card says what negates it', async () => {
    await wb.runCommand('Text Inference: Find Concepts');
    await wb.waitForStatus(/Found \d+ concepts/);
    const struck = wb.page.locator('.view-line span[style*="line-through"], .view-line span[class*="ced-"]').first();
    await struck.waitFor({ state: 'attached' });
    const hover = await wb.hoverText('pneumothorax', { until: /Negated/ });
    assert.match(hover, /Negated \(cue: no\)/);
    await wb.screenshot('concepts-negated');
    await wb.readmeShot('concepts-negated', '.monaco-hover:not(.hidden)', { left: 160, top: 80, right: 120, bottom: 40 });
  });
});
