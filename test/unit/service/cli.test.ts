// The standalone service's command line: parsing and validation (the running CLI is exercised by the
// README transcript and the harness).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCliOptions } from '../../../src/service/cli';

describe('service CLI options', () => {
  it('defaults: port 8750, no limits, one generated key pair', () => {
    const options = parseCliOptions([]);
    assert.equal(options.port, 8750);
    assert.equal(options.limits, false);
    assert.equal(options.keys?.length, 1);
    assert.equal(options.processing, undefined);
  });

  it('reads every flag', () => {
    const options = parseCliOptions(['--port', '0', '--strict-limits', '--delay', '200-800', '--dialect', 'envelope,no-category', '--seed', '9', '--keys', '3', '--faults', '[{"kind":"503","probability":0.2,"retryAfterSeconds":2}]']);
    assert.equal(options.port, 0);
    assert.equal(options.limits, true);
    assert.deepEqual(options.processing, { minMs: 200, maxMs: 800 });
    assert.deepEqual(options.dialect, { envelope: true, omitCategory: true });
    assert.equal(options.seed, 9);
    assert.equal(options.keys?.length, 3);
    assert.deepEqual(options.faults, [{ kind: '503', probability: 0.2, retryAfterSeconds: 2 }]);
    assert.equal(parseCliOptions(['--delay', '150']).processing, 150);
  });

  it('reads fault rules from a file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-cli-'));
    try {
      const file = join(dir, 'faults.json');
      writeFileSync(file, JSON.stringify([{ method: 'GET', model: 'structure', kind: 'latency', latencyMs: 500 }]));
      assert.deepEqual(parseCliOptions(['--faults', file]).faults, [{ method: 'GET', model: 'structure', kind: 'latency', latencyMs: 500 }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses bad values with a clear message', () => {
    assert.throws(() => parseCliOptions(['--port', 'abc']), /--port must be an integer/);
    assert.throws(() => parseCliOptions(['--delay', '800-200']), /--delay/);
    assert.throws(() => parseCliOptions(['--dialect', 'xml']), /--dialect takes envelope/);
    assert.throws(() => parseCliOptions(['--faults', '[{"kind":"418"}]']), /--faults: 0.kind/);
    assert.throws(() => parseCliOptions(['--faults', '[{"kind":"500","chance":1}]']), /--faults/);
    assert.throws(() => parseCliOptions(['--faults', '{not json']), /not valid JSON/);
    assert.throws(() => parseCliOptions(['--bogus']));
  });
});
