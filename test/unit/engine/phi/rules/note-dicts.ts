// A small hand-made dictionary standing in for dist/phi-dictionaries.json in the note-rule tests
// (note-people, note-places): a few invented names and places, and the everyday English words of the
// examples, so that "unknown word" and "known name" mean what the tests say.
import type { PhiDictionaries } from '../../../../../src/engine/phi/index';

export const NOTE_DICTS: PhiDictionaries = {
  names: new Set([
    'okafor', 'brannigan', 'lucinda', 'mireille', 'dacosta', 'halvorsen', 'petra', 'osric', 'delphine', 'wexley', 'tamsin', 'rook',
    'harrow', 'joss', 'ivo', 'prentiss', 'calloway', 'ned', 'agnes', 'marlowe', 'vance', 'teague', 'anselm', 'ashby', 'dunmore',
  ]),
  given: new Set(['lucinda', 'mireille', 'petra', 'osric', 'delphine', 'tamsin', 'joss', 'ivo', 'ned', 'agnes']),
  english: new Set(
    ('the and to with called spoke at bedside is was in of for by she he her his pt per plan aware made notified updated paged ' +
      'today visited came will call back pain stable meds family meeting held wife husband son daughter rook harrow from team ' +
      'kestrel student university centre health records reviewed overnight last week ' +
      'service note signed lives home house transferred transfer hospital clinic center medical general floor unit ward street ' +
      'road avenue box trip returned flew department seen admitted sent rehab nursing manor saint holy cross heart sacred valley ' +
      'ridge lake park memorial a an on up phone number cell contact friend mother father sister brother social history married ' +
      'works retired apt suite who that this as it no yes not has had discussed informed told asked ordered recommends wants ' +
      'agrees said states feels good well night morning evening message left voicemail again later soon tomorrow yesterday week ' +
      'month year resting overnight cont continue last work about meds labs drawn higher level care chair bathroom skin apply ' +
      'ambulated through be arrived ambulance room bed moved keep updates ask visiting re speech saw am abx monitor ' +
      'physical therapy blood pressure check').split(' '),
  ),
  cities: new Set(['brookhaven', 'millbrook', 'ashby', 'dunmore']),
  states: new Map([['ohio', 'OH']]),
  countries: new Set(['portugal']),
  source: 'file',
};
