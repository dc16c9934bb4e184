import assert from 'node:assert/strict';
import { joinUrl, modelUrl, normaliseBaseUrl } from '../../../src/api/url';

describe('api/url', () => {
  it('joins a base with or without a trailing slash', () => {
    assert.equal(modelUrl('http://127.0.0.1:8750', 'identify-phi'), 'http://127.0.0.1:8750/v2/identify-phi');
    assert.equal(modelUrl('http://127.0.0.1:8750/', 'identify-phi'), 'http://127.0.0.1:8750/v2/identify-phi');
  });

  it('keeps a path prefix, with or without trailing slashes', () => {
    assert.equal(modelUrl('https://api.example.com/tenant/a', 'structure', 'r-1'), 'https://api.example.com/tenant/a/v2/structure/r-1');
    assert.equal(modelUrl('https://api.example.com/tenant/a//', 'structure'), 'https://api.example.com/tenant/a/v2/structure');
  });

  it('encodes the request id as one path segment', () => {
    assert.equal(modelUrl('http://h', 'redact-phi', 'a/b c'), 'http://h/v2/redact-phi/a%2Fb%20c');
  });

  it('uses dashes in model paths, never underscores', () => {
    assert.equal(modelUrl('http://h', 'structure-ontologies'), 'http://h/v2/structure-ontologies');
    assert.equal(joinUrl('http://h/p/', 'v2/models'), 'http://h/p/v2/models');
  });

  it('refuses URLs that cannot be a service base, with an actionable message', () => {
    assert.throws(() => normaliseBaseUrl('not a url'), /not a valid URL/);
    assert.throws(() => normaliseBaseUrl('ftp://h'), /http:\/\/ or https:\/\//);
    assert.throws(() => normaliseBaseUrl('http://h/?a=1'), /query or fragment/);
  });
});
