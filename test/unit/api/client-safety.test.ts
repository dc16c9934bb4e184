// Over real HTTP on loopback: what a broken or hostile host can make the client do (issue 9): answer with
// an endless body, quote the submitted text back in an error, reject the key while a long text is split
// into many chunks, forget a result before it is fetched.
import assert from 'node:assert/strict';
import { CredentialsError, InvalidRequestError, NotFoundError, ProtocolError, ServerError } from '../../../src/api/errors';
import { MAX_RESPONSE_BYTES } from '../../../src/api/transport';
import { live, peer, peerClient, rejection } from './live';

const NOTE = 'Follow-up visit.\nPatient Jane Q. Public, MRN 44556677, seen today for chest pain and dyspnoea.';

describe('api/client over HTTP: safety against the host (issue 9)', function () {
  it('§4 caps a response body while it streams in: a 64 MB answer fails with a ProtocolError, not a 64 MB string', async () => {
    let written = 0;
    const megabyte = Buffer.alloc(1024 * 1024, 0x20);
    const p = await peer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST') {
        res.statusCode = 201;
        res.end(JSON.stringify({ request_id: 'huge-1', inference_status: 'SUBMITTED' }));
        return;
      }
      // No content-length: only counting while reading can catch it. Written with backpressure.
      res.statusCode = 200;
      const pump = (): void => {
        while (written < 64) {
          written++;
          if (!res.write(megabyte)) {
            res.once('drain', pump);
            return;
          }
        }
        res.end();
      };
      pump();
    });
    const client = peerClient(p.url, { retries: { serverRetries: 0 } });
    try {
      const e = await rejection(client.identifyPhi(NOTE));
      assert.ok(e instanceof ProtocolError, String(e));
      assert.match(e.message, /larger than 8 MB/);
      assert.equal(e.requestId, 'huge-1');
      assert.ok(written < 64, `the client stopped reading: the peer wrote ${written} of 64 MB`);
      assert.equal(p.seen.filter((r) => r.method === 'GET').length, 1, 'an oversized answer is not fetched again');
    } finally {
      await client.dispose();
      await p.close();
    }
  });

  it('§4 refuses a body whose content-length is over the cap before reading it', async () => {
    const p = await peer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(MAX_RESPONSE_BYTES + 1) });
      res.write('{');
    });
    const client = peerClient(p.url);
    try {
      const e = await rejection(client.listModels());
      assert.ok(e instanceof ProtocolError, String(e));
    } finally {
      await client.dispose();
      await p.close();
    }
  });

  it('§5 withholds a service error message quoting part of the text, on the POST and on a GET', async () => {
    const p = await peer((req, res, body) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/v2/identify-phi') {
        const text = (JSON.parse(body) as { input_text: string }).input_text;
        res.statusCode = 400;
        res.end(JSON.stringify({ error: 'bad_request', message: `Unexpected token near '${text.slice(25, 58)}'` }));
        return;
      }
      if (req.method === 'POST') {
        res.statusCode = 201;
        res.end(JSON.stringify({ request_id: 'r-7', inference_status: 'SUBMITTED' }));
        return;
      }
      res.statusCode = 500;
      res.end(JSON.stringify({ message: `worker crashed on: ...MRN 44556677, seen today...` }));
    });
    const client = peerClient(p.url, { retries: { serverRetries: 0 } });
    try {
      const refused = await rejection(client.identifyPhi(NOTE));
      assert.ok(refused instanceof InvalidRequestError, String(refused));
      assert.equal(refused.serviceMessage, undefined);
      assert.ok(!refused.message.includes('Jane') && !refused.message.includes('44556677'), refused.message);
      assert.match(refused.message, /HTTP 400/);
      const failed = await rejection(client.structure(NOTE));
      assert.ok(failed instanceof ServerError, String(failed));
      assert.ok(!failed.message.includes('44556677'), failed.message);
      assert.match(failed.message, /HTTP 500/);
    } finally {
      await client.dispose();
      await p.close();
    }
  });

  it('§8 a rejected key stops the run at the first POST: the other chunks never leave', async () => {
    // A host that takes a while to answer, as a remote one does: every chunk would be on the wire by then.
    const p = await peer((_req, res) => {
      setTimeout(() => {
        res.writeHead(403, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'forbidden', message: 'The key pair is not valid.' }));
      }, 150);
    });
    const client = peerClient(p.url, { maxChunkChars: 1000 });
    try {
      const text = `${NOTE} `.repeat(60);
      assert.ok(text.length > 5000, 'several chunks');
      const e = await rejection(client.identifyPhi(text));
      assert.ok(e instanceof CredentialsError && e.status === 403, String(e));
      const posts = p.seen.filter((r) => r.method === 'POST');
      assert.equal(posts.length, 1, `POSTs sent: ${posts.length}`);
    } finally {
      await client.dispose();
      await p.close();
    }
  });

  it('§8 a run of many chunks still sends them all once the first is accepted', async () => {
    const env = await live();
    try {
      const client = env.client({ maxChunkChars: 1000, cache: false });
      const text = `${NOTE} `.repeat(60);
      const result = await client.identifyPhi(text);
      assert.ok(result.chunks > 5);
      assert.equal(env.service.requests().filter((r) => r.method === 'POST').length, result.chunks);
      assert.ok(result.items.filter((i) => i.text === '44556677').length >= 60);
    } finally {
      await env.close();
    }
  });

  it('§8 a 404 for a request id says the result expired and to run again, not to check the URL', async () => {
    const p = await peer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST') {
        res.statusCode = 201;
        res.end(JSON.stringify({ request_id: 'gone-1', inference_status: 'SUBMITTED' }));
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: 'request_not_found', message: 'No inference request with this id.' }));
    });
    const client = peerClient(p.url);
    try {
      const e = await rejection(client.identifyPhi(NOTE));
      assert.ok(e instanceof NotFoundError, String(e));
      assert.equal(e.reason, 'expired');
      assert.match(e.message, /expired/);
      assert.match(e.message, /Run it again/);
      assert.doesNotMatch(e.message, /service URL/);
    } finally {
      await client.dispose();
      await p.close();
    }
  });
});
