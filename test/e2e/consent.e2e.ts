// The consent modal in the real workbench: its default (focused) button is the safe answer, so a reflexive
// Enter sends nothing to the remote host. Against a reference service started here, over real HTTP.
import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { start } from '../../src/service/main';
import type { RunningService } from '../../src/service/options';
import { TEST_TIMEOUT_MS, Workbench } from './lib';
import { RESULTS_DIR } from './lib/paths';

describe('e2e: the consent modal before text goes to a remote host', function () {
  this.timeout(TEST_TIMEOUT_MS);
  let service: RunningService | undefined;
  let wb: Workbench | undefined;

  before(async () => {
    service = await start({ port: 0 });
    wb = await Workbench.start({ settings: { 'textInference.serviceUrl': service.url } });
    await wb.openFile('discharge-summary-harlow.txt');
  });
  afterEach(async function () {
    if (this.currentTest?.state === 'failed') await wb?.page.screenshot({ path: join(RESULTS_DIR, 'e2e-failed-consent.png') }).catch(() => undefined);
  });
  after(async () => {
    await wb?.stop();
    await service?.close();
  });

  it("focuses Don't Send: Enter on the modal sends nothing", async () => {
    const page = wb!.page;
    await wb!.runCommand('Text Inference: Find PHI');
    const dialog = page.locator('.monaco-dialog-box').first();
    await dialog.waitFor({ state: 'visible' });
    assert.match(await dialog.innerText(), /Send text to 127\.0\.0\.1:\d+\? It may contain PHI\./);
    const focused = dialog.locator(':focus');
    await focused.first().waitFor({ state: 'attached' });
    assert.equal((await focused.first().innerText()).trim(), "Don't Send");
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await wb!.waitForNotification(/nothing was sent/i);
    assert.deepEqual(service!.requests().filter((r) => r.method === 'POST'), [], 'no text reached the service');
  });
});
