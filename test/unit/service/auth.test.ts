// Authentication of the model endpoints: missing → 401, wrong → 403, several pairs, rotation.
import assert from 'node:assert/strict';
import { assertError, call, get, post, useService, requestId } from './helpers';

describe('service authentication', () => {
  const service = useService({ keys: [{ apiId: 'team-a', apiSecret: 'secret-a' }, { apiId: 'team-b', apiSecret: 'secret-b' }] });

  it('exposes the first configured pair', () => {
    assert.deepEqual(service().keys, { apiId: 'team-a', apiSecret: 'secret-a' });
  });

  it('401 when either header is missing, on POST and GET', async () => {
    assertError(await post(service(), 'structure', 'x', null), 401);
    assertError(await get(service(), 'structure', 'abc', null), 401);
    const idOnly = await call(`${service().url}/v2/structure`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-id': 'team-a' },
      body: '{"text":"x"}',
    });
    assertError(idOnly, 401);
    const emptySecret = await call(`${service().url}/v2/structure/abc`, { headers: { 'x-api-id': 'team-a', 'x-api-secret': '' } });
    assertError(emptySecret, 401);
  });

  it('403 for a wrong secret, an unknown id, or a secret of another pair', async () => {
    assertError(await post(service(), 'structure', 'x', { apiId: 'team-a', apiSecret: 'wrong' }), 403);
    assertError(await post(service(), 'structure', 'x', { apiId: 'nobody', apiSecret: 'secret-a' }), 403);
    assertError(await post(service(), 'structure', 'x', { apiId: 'team-a', apiSecret: 'secret-b' }), 403);
    assertError(await post(service(), 'structure', 'x', { apiId: 'team-a', apiSecret: 'secret-a-longer' }), 403);
  });

  it('accepts every configured pair and pairs added later', async () => {
    assert.equal((await post(service(), 'structure', 'x', { apiId: 'team-a', apiSecret: 'secret-a' })).status, 201);
    assert.equal((await post(service(), 'structure', 'x', { apiId: 'team-b', apiSecret: 'secret-b' })).status, 201);
    const added = service().addKey();
    assert.notEqual(added.apiId, 'team-a');
    assert.equal((await post(service(), 'embeddings', 'x', added)).status, 201);
    const chosen = service().addKey({ apiId: 'team-c', apiSecret: 'secret-c' });
    assert.equal((await post(service(), 'embeddings', 'x', chosen)).status, 201);
  });

  it('rotating a pair invalidates its old secret at once and leaves other pairs alone', async () => {
    const rotated = service().rotateKey('team-a');
    assert.equal(rotated.apiId, 'team-a');
    assert.notEqual(rotated.apiSecret, 'secret-a');
    assertError(await post(service(), 'structure', 'x', { apiId: 'team-a', apiSecret: 'secret-a' }), 403);
    assert.equal((await post(service(), 'structure', 'x', rotated)).status, 201);
    assert.equal((await post(service(), 'structure', 'x', { apiId: 'team-b', apiSecret: 'secret-b' })).status, 201);
    assert.deepEqual(service().keys, rotated, 'the handle shows the current first pair');
    assert.throws(() => service().rotateKey('nobody'));
  });

  it('a request id belongs to the api id that created it', async () => {
    const ack = await post(service(), 'identify-phi', 'Seen by Dr. Brown.', { apiId: 'team-a', apiSecret: 'secret-a' });
    assertError(await get(service(), 'identify-phi', requestId(ack), { apiId: 'team-b', apiSecret: 'secret-b' }), 404);
    assert.equal((await get(service(), 'identify-phi', requestId(ack), { apiId: 'team-a', apiSecret: 'secret-a' })).status, 200);
  });

  it('GET /v2/models needs no credentials, and ignores wrong ones', async () => {
    assert.equal((await call(`${service().url}/v2/models`)).status, 200);
    assert.equal((await call(`${service().url}/v2/models`, { keys: { apiId: 'x', apiSecret: 'y' } })).status, 200);
  });
});

describe('service generated keys', () => {
  const service = useService();
  it('generates a working pair when none is configured', async () => {
    const { apiId, apiSecret } = service().keys;
    assert.ok(apiId.length > 0 && apiSecret.length >= 16);
    assert.equal((await post(service(), 'structure', 'x')).status, 201);
  });
});
