// The one placeholder format for masked PHI: the type in square brackets ("[PATIENT]"), as the service's
// redact-phi writes it. The engine's redaction and the editor's in-place redaction (code actions, hover
// links) both write it from here, so a redacted text reads the same whichever path produced it.
import type { PhiType } from './phi-types';

export function placeholder(type: PhiType): string {
  return `[${type}]`;
}
