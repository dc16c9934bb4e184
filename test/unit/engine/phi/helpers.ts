// Readable views of identifyPhi results for assertions: [type, matched text] pairs in document order.
import { identifyPhi } from '../../../../src/engine/phi/index';

export function phiOf(text: string): [string, string][] {
  return identifyPhi(text).map((f) => [f.type, text.slice(f.start, f.end)]);
}

/** The texts found with the given type. */
export function found(text: string, type: string): string[] {
  return phiOf(text)
    .filter(([t]) => t === type)
    .map(([, s]) => s);
}
