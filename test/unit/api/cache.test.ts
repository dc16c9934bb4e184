import assert from 'node:assert/strict';
import { cacheKey, LruCache } from '../../../src/api/cache';

describe('api/cache', () => {
  it('evicts the least recently used entry when full', () => {
    const lru = new LruCache<number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    assert.equal(lru.get('a'), 1); // a is now the most recent
    lru.set('c', 3);
    assert.equal(lru.get('b'), undefined);
    assert.equal(lru.get('a'), 1);
    assert.equal(lru.get('c'), 3);
    assert.equal(lru.size, 2);
    lru.clear();
    assert.equal(lru.size, 0);
  });

  it('keys by service, model and a hash of the text, never the text itself', () => {
    const text = 'Patient John Smith, MRN 12345';
    const key = cacheKey('http://h', 'identify-phi', text);
    assert.ok(!key.includes('John'));
    assert.match(key, /[0-9a-f]{64}$/);
    assert.notEqual(key, cacheKey('http://h', 'redact-phi', text));
    assert.notEqual(key, cacheKey('http://other', 'identify-phi', text));
    assert.notEqual(key, cacheKey('http://h', 'identify-phi', `${text} `));
    assert.equal(key, cacheKey('http://h', 'identify-phi', text));
  });

  it('refuses a non-positive bound', () => {
    assert.throws(() => new LruCache(0), RangeError);
  });
});
