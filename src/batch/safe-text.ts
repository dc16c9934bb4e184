// File names are data: a name holding a newline would forge a line of output, an escape sequence would
// reach the terminal. Where names are shown to a person (text output, stderr), control characters (C0,
// DEL, C1) and the bidirectional overrides that reorder what a reader sees are written as escapes
// (`\n`, `\x1b`, `\u202e`). Machine formats (JSON, CSV, SARIF) keep names exact; their encoders escape.

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function escapeControl(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const named = NAMED[c];
    if (named) return named;
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** A '/'-separated relative path as a URI reference: each segment percent-encoded (`#`, `?`, `%`, spaces). */
export function pathToUriReference(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
