import { copyToClipboard as copy } from '../hovers/hovers';

/** Copy to Clipboard (hover links): a code or a concept id carried by the link. */
export function copyToClipboard(_deps: unknown, arg?: unknown): Promise<boolean> {
  return copy(arg);
}
