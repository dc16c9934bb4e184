// The reference service runs the engine on worker threads (issue 19 L7): while a long text is analysed
// for one GET, the event loop answers other requests. Proved by order, not by time: a request sent after
// the GETs that start the engine is answered before the last of them.
import assert from 'node:assert/strict';
import { requestId, post, useService } from './helpers';

const SENTENCE = 'Patient John Smith, 64, seen on 03/04/2021 for chest pain and shortness of breath; aspirin and metoprolol started. ';

describe('service: the engine off the event loop', function () {
  this.timeout(30_000);
  const service = useService({ workers: 1 });

  it('answers GET /v2/models while 10,000-character texts are being analysed for other GETs', async () => {
    const text = SENTENCE.repeat(Math.floor(10_000 / SENTENCE.length));
    const s = service();
    const headers = { 'x-api-id': s.keys.apiId, 'x-api-secret': s.keys.apiSecret };
    // Four texts on one worker: their analyses run one after another, so the engine is busy far longer
    // than a timer's slack on a loaded machine (one warm analysis alone takes only milliseconds).
    const acks = await Promise.all(Array.from({ length: 4 }, (_, i) => post(s, 'identify-phi', `${text.slice(0, 9_990)} ${i}`)));
    for (const ack of acks) assert.equal(ack.status, 201, ack.text);
    const order: string[] = [];
    const results = acks.map((ack) =>
      fetch(`${s.url}/v2/identify-phi/${requestId(ack)}`, { headers }).then(async (r) => {
        await r.arrayBuffer();
        order.push(`result ${r.status}`);
      }),
    );
    // Sent once the GETs have surely reached the service (the first engine run started).
    await new Promise((r) => setTimeout(r, 20));
    const models = fetch(`${s.url}/v2/models`, { headers }).then(async (r) => {
      await r.arrayBuffer();
      order.push(`models ${r.status}`);
    });
    await Promise.all([...results, models]);
    assert.equal(order.at(-1), 'result 200', order.join(', '));
    assert.ok(order.includes('models 200'), order.join(', '));
  });
});
