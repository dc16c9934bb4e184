// The spec's embedding length, in one place: the engine makes vectors of this many numbers and the wire
// contract (src/api/wire.ts) rejects any other length. It lives in src/nlp because that is the one leaf
// layer both src/api and src/engine may import.
export const EMBEDDING_DIMENSIONS = 1024;
