import assert from 'node:assert/strict';
import { COMMANDS, type CommandKey } from '../../../../src/editor/commands/command-ids';
import { completeTable, CommandTableError, type HandlerMap } from '../../../../src/editor/commands/table';

const noop = (): undefined => undefined;
const all = Object.fromEntries((Object.keys(COMMANDS) as CommandKey[]).map((k) => [k, noop])) as HandlerMap;

describe('commands/table completeTable', () => {
  it('accepts maps that cover every command exactly once', () => {
    const { redactItem, ...rest } = all;
    const table = completeTable(rest, { redactItem });
    assert.deepEqual(Object.keys(table).sort(), Object.keys(COMMANDS).sort());
  });

  it('names a missing handler', () => {
    const { showLog: _omitted, ...rest } = all;
    assert.throws(() => completeTable(rest), (e: unknown) => e instanceof CommandTableError && e.message.includes('textInference.showLog has no handler'));
  });

  it('names a command handled twice', () => {
    assert.throws(() => completeTable(all, { findPhi: noop }), /textInference\.findPhi has more than one handler/);
  });

  it('names a handler for an id outside the table', () => {
    assert.throws(() => completeTable(all, { bogus: noop } as unknown as HandlerMap), /bogus is not in the command table/);
  });
});
