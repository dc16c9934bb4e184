// Smoke: the workbench loads with our extension, its command is in the palette, and running
// "Text Inference: Show Log" brings up the extension's output channel.
import * as assert from 'node:assert/strict';
import { TEST_TIMEOUT_MS, Workbench } from './lib';

describe('e2e smoke: workbench with the extension', function () {
  this.timeout(TEST_TIMEOUT_MS);
  let wb: Workbench | undefined;

  before(async () => {
    wb = await Workbench.start();
  });

  after(async () => {
    await wb?.stop();
  });

  it('shows the status bar item from startup, before any command has run', async () => {
    const item = wb!.page.locator('.statusbar-item', { hasText: /Text Inference/ }).first();
    await item.waitFor({ state: 'visible' });
    assert.match(await item.innerText(), /local engine|remote/i);
  });

  it('lists the extension commands in the command palette', async () => {
    const labels = await wb!.paletteCommands('Text Inference: Show Log');
    assert.ok(labels.includes('Text Inference: Show Log'), `palette shows: ${labels.join(' | ')}`);
  });

  it('"Text Inference: Show Log" opens the Text Inference output channel', async () => {
    await wb!.runCommand('Text Inference: Show Log');
    assert.equal(await wb!.outputChannel('Text Inference'), 'Text Inference');
    const shot = await wb!.screenshot('smoke-show-log');
    assert.ok(shot.endsWith('smoke-show-log.png'));
  });
});
