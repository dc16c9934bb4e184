import assert from 'node:assert/strict';
import { LEGACY_KEYS, OriginCredentials, originOf, secretKeyFor, type SecretsLike } from '../../../../src/editor/connection/origin-credentials.pure';

class MemorySecrets implements SecretsLike {
  readonly map = new Map<string, string>();
  get(key: string): Promise<string | undefined> {
    return Promise.resolve(this.map.get(key));
  }
  store(key: string, value: string): Promise<void> {
    this.map.set(key, value);
    return Promise.resolve();
  }
  delete(key: string): Promise<void> {
    this.map.delete(key);
    return Promise.resolve();
  }
}

describe('editor/connection/origin-credentials (issue 9 §6)', () => {
  const a = originOf('https://inference.example.org/prefix/');
  const b = originOf('https://other.example.net');
  const pairA = { apiId: 'id-a', apiSecret: 'secret-a' };

  it('keeps one pair per origin: another host has none, and clearing one leaves the other', async () => {
    const secrets = new MemorySecrets();
    const store = new OriginCredentials(secrets);
    assert.equal(a, 'https://inference.example.org');
    await store.store(a, pairA);
    assert.deepEqual(await store.get(a), pairA);
    assert.equal(await store.get(b), undefined, 'a new host gets no keys');
    assert.equal(await store.get(originOf('http://inference.example.org')), undefined, 'the scheme is part of the origin');
    await store.store(b, { apiId: 'id-b', apiSecret: 'secret-b' });
    await store.clear(b);
    assert.deepEqual(await store.get(a), pairA);
    assert.equal(await store.get(b), undefined);
  });

  it('migrates the pair of earlier versions to the host configured at start, once, and never to another', async () => {
    const secrets = new MemorySecrets();
    await secrets.store(LEGACY_KEYS.apiId, 'old-id');
    await secrets.store(LEGACY_KEYS.apiSecret, 'old-secret');
    const store = new OriginCredentials(secrets);
    assert.equal(await store.migrateLegacy(a), true);
    assert.deepEqual(await store.get(a), { apiId: 'old-id', apiSecret: 'old-secret' });
    assert.equal(secrets.map.has(LEGACY_KEYS.apiId) || secrets.map.has(LEGACY_KEYS.apiSecret), false, 'the untied copy is gone');
    assert.equal(await store.migrateLegacy(b), false);
    assert.equal(await store.get(b), undefined);
  });

  it('with the local engine at start the old pair is tied to no host and never used', async () => {
    const secrets = new MemorySecrets();
    await secrets.store(LEGACY_KEYS.apiId, 'old-id');
    await secrets.store(LEGACY_KEYS.apiSecret, 'old-secret');
    const store = new OriginCredentials(secrets);
    assert.equal(await store.migrateLegacy(undefined), false);
    assert.equal(await store.get(a), undefined);
    await store.store(b, { apiId: 'id-b', apiSecret: 'secret-b' });
    assert.equal(secrets.map.has(LEGACY_KEYS.apiId), false, 'removed once keys are set for a host');
  });

  it('an unreadable stored value reads as no credentials', async () => {
    const secrets = new MemorySecrets();
    await secrets.store(secretKeyFor(a), '{not json');
    assert.equal(await new OriginCredentials(secrets).get(a), undefined);
    await secrets.store(secretKeyFor(a), JSON.stringify({ apiId: '', apiSecret: 'x' }));
    assert.equal(await new OriginCredentials(secrets).get(a), undefined);
  });
});
