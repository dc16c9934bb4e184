// The reference service runs the engine on worker threads (issue 19 L7): while a long text is analysed
// for one GET, the event loop answers other requests. Proved by order, not by time: a request sent after
// the GET that starts the engine is answered before that GET.
import assert from 'node:assert/strict';
import { requestId, post, useService } from './helpers';

const SENTENCE = 'Patient John Smith, 64, seen on 03/04/2021 for chest pain and shortness of breath; aspirin and metoprolol started. ';

describe('service: the engine off the event loop', function () {
  this.timeout(30_000);
  const service = useService({ workers: 1 });

  it('answers GET /v2/models while a 10,000-character text is being analysed for another GET', async () => {
    const text = SENTENCE.repeat(Math.floor(10_000 / SENTENCE.length));
    const s = service();
    // A fresh engine's first analysis is its slowest (hundreds of ms in one thread): a stall to see.
    const ack = await post(s, 'identify-phi', text);
    assert.equal(ack.status, 201, ack.text);
    const order: string[] = [];
    const headers = { 'x-api-id': s.keys.apiId, 'x-api-secret': s.keys.apiSecret };
    const result = fetch(`${s.url}/v2/identify-phi/${requestId(ack)}`, { headers }).then(async (r) => {
      await r.arrayBuffer();
      order.push(`result ${r.status}`);
    });
    // Sent once the GET has surely reached the service (its engine run started).
    await new Promise((r) => setTimeout(r, 20));
    const models = fetch(`${s.url}/v2/models`, { headers }).then(async (r) => {
      await r.arrayBuffer();
      order.push(`models ${r.status}`);
    });
    await Promise.all([result, models]);
    assert.deepEqual(order, ['models 200', 'result 200']);
  });
});
