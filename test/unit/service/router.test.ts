// Path resolution, including the near misses the spec lists as common client mistakes.
import assert from 'node:assert/strict';
import { resolveRoute } from '../../../src/service/router';

describe('service router', () => {
  it('resolves the documented routes', () => {
    assert.deepEqual(resolveRoute('GET', '/v2/models'), { kind: 'models' });
    assert.deepEqual(resolveRoute('POST', '/v2/structure-ontologies'), { kind: 'create', model: 'structure-ontologies' });
    assert.deepEqual(resolveRoute('GET', '/v2/redact-phi/abc-123'), { kind: 'fetch', model: 'redact-phi', requestId: 'abc-123' });
    assert.deepEqual(resolveRoute('POST', '/v2/embeddings/'), { kind: 'create', model: 'embeddings' }, 'one trailing slash is tolerated');
  });

  it('answers wrong methods with the allowed one', () => {
    assert.deepEqual(resolveRoute('GET', '/v2/identify-phi'), { kind: 'method-not-allowed', allow: 'POST', model: 'identify-phi' });
    assert.deepEqual(resolveRoute('POST', '/v2/identify-phi/x'), { kind: 'method-not-allowed', allow: 'GET', model: 'identify-phi' });
    assert.deepEqual(resolveRoute('DELETE', '/v2/models'), { kind: 'method-not-allowed', allow: 'GET', model: undefined });
  });

  it('names the right path for underscores, a missing or other version, and upper case', () => {
    const expected = (method: string, path: string) => {
      const route = resolveRoute(method, path);
      return route.kind === 'wrong-path' ? route.expectedPath : route.kind;
    };
    assert.equal(expected('POST', '/v2/identify_phi'), '/v2/identify-phi');
    assert.equal(expected('GET', '/v2/redact_phi/123'), '/v2/redact-phi/123');
    assert.equal(expected('POST', '/structure'), '/v2/structure');
    assert.equal(expected('GET', '/embeddings/123'), '/v2/embeddings/123');
    assert.equal(expected('POST', '/v1/structure'), '/v2/structure');
    assert.equal(expected('POST', '/V2/Structure'), '/v2/structure');
    assert.equal(expected('GET', '/models'), '/v2/models');
  });

  it('everything else is not found', () => {
    for (const path of ['/', '/v2', '/v2/', '/v2/summarize', '/v2/structure/a/b', '/v3', '//v2/structure', '/v2/structure/%E0%A4%A', '/favicon.ico']) {
      assert.equal(resolveRoute('GET', path).kind, 'not-found', path);
    }
  });
});
