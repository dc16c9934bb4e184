// fast-check generators shared by the chunking and long-text property tests.
import fc from 'fast-check';

/** Text pieces that stress the splitter: sentences, CRLF, astral characters, long unbroken runs. */
export const trickyPiece = fc.oneof(
  fc.constantFrom('Patient seen today. ', 'BP 120/80.\r\n', 'Dr. Smith reviewed.\n', '\r\n', '\n\n', ' ', '😀', '𝔸𝔹', 'é', '\r', 'Ω. '),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  fc.integer({ min: 1, max: 120 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1, max: 40 }).map((n) => '😀'.repeat(n)),
);
export const trickyText = fc.array(trickyPiece, { minLength: 1, maxLength: 60 }).map((parts) => parts.join(''));
