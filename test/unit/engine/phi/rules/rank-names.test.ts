// Per-rule tests of person.rank-name (src/engine/phi/rules/rank-names.ts): a police, custody or court officer named by
// rank before their surname, in every letter case, and the ranks that name no one. Invented examples, none from any
// evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { handMade, ruleChecks } from './rule-checks';

const DICTS = handMade({
  names: ['quarnby', 'velasquith', 'oduya', 'tremont'],
  given: ['jace', 'ines', 'marla'],
  english: [
    'called', 'for', 'update', 'at', 'bedside', 'took', 'statement', 'on', 'scene', 'spoke', 'with', 'pt', 'the', 'sheriff', 'office',
    'major', 'general', 'punishment', 'work', 'stopped', 'car', 'notified', 'not', 'will', 'recheck', 'rna', 'and', 'escorted', 'by',
    'in', 'to', 'see', 'report', 'filed', 'coroner', 'aware', 'of', 'accident', 'came', 'state', 'police', 'was', 'from', 'wood',
    'trooper', 'detective', 'deputy', 'constable', 'sergeant', 'inspector', 'warden', 'corporal', 'officer',
  ],
});
const { finds, notBy } = ruleChecks(createPhiIdentifier(DICTS));

describe('rule person.rank-name', () => {
  it('finds a surname after a rank, in Title case, capitals and small letters', () => {
    finds('State police: Trooper Quarnby called for update.', 'PATIENT:Quarnby', 'person.rank-name');
    finds('DETECTIVE VELASQUITH IN TO SEE PT RE ACCIDENT.', 'PATIENT:VELASQUITH', 'person.rank-name');
    finds('rcmp (cst. oduya) took statement on scene.', 'PATIENT:oduya', 'person.rank-name');
    finds('Escorted by Sgt. Tremont and the sheriff.', 'PATIENT:Tremont', 'person.rank-name');
    finds('Deputy Zelbrannick took statement.', 'PATIENT:Zelbrannick', 'person.rank-name');
  });
  it('finds a given name and a surname after a rank', () => {
    finds('Report filed with Constable Marla Quarnby at bedside.', 'PATIENT:Marla Quarnby', 'person.rank-name');
  });
  it('leaves a rank before an office, a rank as a word, an English surname and a short word no list knows alone', () => {
    notBy('Deputy sheriff at bedside. Sgt. major aware. Inspector general.', 'person.rank-name');
    notBy('Corporal punishment. Trooper stopped the car. DEPUTY ON SCENE. DETECTIVE WORK.', 'person.rank-name');
    notBy('hcv rna not det. will recheck. Deputy coroner aware. Officer Wood came.', 'person.rank-name');
    notBy('Sgt. Qx notified. Warden notified of accident.', 'person.rank-name');
  });
});
