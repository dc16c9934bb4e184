import assert from 'node:assert/strict';
import { isLoopbackHost } from '../../../../src/api/url';
import { parseServiceUrl, ServiceUrlError, validateServiceUrl } from '../../../../src/editor/connection/service-url.pure';

describe('service-url', () => {
  it('an empty or blank setting means the local engine', () => {
    assert.deepEqual(parseServiceUrl(''), { kind: 'local', label: 'Local engine' });
    assert.deepEqual(parseServiceUrl('   '), { kind: 'local', label: 'Local engine' });
  });

  it('an https URL is a remote service labelled by its host (with port), path prefix kept', () => {
    const target = parseServiceUrl(' https://inference.example.org:8443/api/ ');
    assert.equal(target.kind, 'remote');
    assert.equal(target.label, 'inference.example.org:8443');
    assert.equal(target.kind === 'remote' && target.baseUrl, 'https://inference.example.org:8443/api/');
  });

  for (const url of ['http://127.0.0.1:8750', 'http://127.9.8.7/', 'http://localhost:1234/x', 'http://[::1]:99', 'http://LOCALHOST']) {
    it(`accepts plain http on loopback: ${url}`, () => {
      assert.equal(parseServiceUrl(url).kind, 'remote');
    });
  }

  for (const url of ['http://example.org', 'http://10.0.0.1:8750', 'http://128.0.0.1', 'http://localhost.example.org', 'http://[::2]']) {
    it(`refuses plain http elsewhere, naming the setting: ${url}`, () => {
      assert.throws(() => parseServiceUrl(url), (e: unknown) => e instanceof ServiceUrlError && /textInference\.serviceUrl/.test(e.message) && /https:\/\//.test(e.message));
    });
  }

  it('refuses other schemes, garbage, embedded user info and queries', () => {
    for (const url of ['ftp://example.org', 'not a url', 'https://user:pw@example.org', 'https://example.org/?key=1', 'https://example.org/#x']) {
      assert.throws(() => parseServiceUrl(url), ServiceUrlError, url);
    }
  });

  it('messages never echo credentials put in the URL', () => {
    try {
      parseServiceUrl('https://id:s3cret@example.org');
      assert.fail('should throw');
    } catch (e) {
      assert.ok(e instanceof Error && !e.message.includes('s3cret'));
    }
  });

  it('validateServiceUrl: undefined when fine, a reason otherwise (empty is not a URL here)', () => {
    assert.equal(validateServiceUrl('https://example.org'), undefined);
    assert.match(validateServiceUrl('') ?? '', /Enter the service URL/);
    assert.match(validateServiceUrl('http://example.org') ?? '', /only allowed for this machine/);
  });

  it('isLoopbackHost', () => {
    assert.ok(isLoopbackHost('127.0.0.1'));
    assert.ok(isLoopbackHost('[::1]'));
    assert.ok(!isLoopbackHost('127.0.0.1.nip.io'));
  });
});
