// e2e test library: drives the real VS Code workbench (code-server) in headless Chromium, as a user.
//
//   import { Workbench } from '../lib';              // from test/e2e/<feature>.e2e.ts
//   let wb: Workbench;
//   before(async () => { wb = await Workbench.start(); });   // ~10 s: server + browser + workbench
//   after(async () => { await wb?.stop(); });                // always: kills processes, removes temp dirs
//
//   await wb.openFile('discharge-summary-harlow.txt');       // Ctrl+P, name, Enter; waits for the editor
//   await wb.runCommand('Text Inference: Find PHI');         // Ctrl+Shift+P, >title, row with that title
//   await wb.pick('Local engine');                          // choose in a quick pick a command opened
//   await wb.rightClickAt('metformin', ['Text Inference', 'Find Concepts']);   // context menu (+submenu)
//   await wb.contextMenuLabels('metformin');                 // the entries the menu offers
//   await wb.selectText('Mrs. Harlow');                      // mouse-drag selection
//   const hover = await wb.hoverText('metformin');           // text of the .monaco-hover that appears
//   await wb.waitForDecorations((c) => Object.values(c).reduce((a, b) => a + b, 0) >= 3);
//   await wb.decorationCounts();     // { 'ced-3-1': 4, ... } extension decoration classes, visible lines only
//   await wb.editorText();           // text of the visible lines (after a redaction, say)
//   await wb.outputChannel('Text Inference');                // waits until the Output panel shows it
//   await wb.waitForNotification(/No PHI found/);
//   await wb.screenshot('phi-hover');                        // -> docs/screenshots/phi-hover.png (README)
//   wb.page / wb.workspaceFolder                             // raw playwright Page; temp copy of samples/
//
//   await wb.clickText('Margaret A. Harlow');               // click; waits until the cursor is there
//   await wb.selectLineOf('Admitted:');                      // click, Home, Shift+End; waits for the selection
//   await wb.codeActions(() => wb.clickText('Harlow'));      // Ctrl+. (prepare runs before each try); titles
//   await wb.runCodeAction("Redact 'Harlow' as [PATIENT]"); // focus it by keyboard, Enter
//
// Every wait waits for a state on the DOM, never for a while, and has a `{ timeout }` option; the default is
// one generous per-step budget, STEP_TIMEOUT_MS (60 s; TI_E2E_STEP_TIMEOUT_MS overrides it), and a suite's
// tests get TEST_TIMEOUT_MS each. An interaction the workbench can swallow is repeated a few times, checking
// its effect each time (`retryUntil`, which logs every repeat). The workspace is a temporary copy of
// samples/, so tests may create and edit files there.
export { Workbench, type WaitOptions } from './workbench';
export type { Box } from './editor-text';
export { REPO_ROOT, SCREENSHOT_DIR } from './paths';
export { STEP_TIMEOUT_MS, TEST_TIMEOUT_MS, retryUntil, waitUntil } from './wait';
