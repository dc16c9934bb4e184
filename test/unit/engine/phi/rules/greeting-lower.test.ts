// Per-rule tests of person.greeting in a portal message typed in lower case (src/engine/phi/rules/letter-people.ts):
// the given name after a lower-case greeting, as the reader or as the child a proxy writes about, and a name no list
// holds after "hi this is". Invented examples, none from any evaluation set; the built dictionaries decide what a
// given name is.
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'person.greeting') ?? [];

describe('rule person.greeting (lower case)', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('finds a given name no English list holds after a lower-case greeting', () => {
    assert.deepEqual(byRule('hi, ethan has had a cough since friday'), ['PATIENT:ethan']);
    assert.deepEqual(byRule('hello jessica, thanks for the quick reply'), ['PATIENT:jessica']);
    assert.deepEqual(byRule('sent 9:12am: hi carlos, the rash is back'), ['PATIENT:carlos']);
  });
  it('finds a name no list holds after "hi this is" when a comma closes it', () => {
    assert.deepEqual(byRule('hi this is zanquavia, writing for my dad'), ['PATIENT:zanquavia']);
  });
  it('leaves English words, shorthand, drugs and mid-line greetings alone', () => {
    assert.deepEqual(byRule('hi, just wanted to ask\nhello there\nhi all, thanks\nhey doc, quick q'), []);
    assert.deepEqual(byRule('hi, bp 150/90 today\nhi, metoprolol makes me dizzy\nhi this is urgent, please call'), []);
    assert.deepEqual(byRule('hi this is worsning, help\nhi, grace is better'), []);
    assert.deepEqual(byRule('Plan: hi flow O2 overnight, she said hi ethan'), []);
  });
});
