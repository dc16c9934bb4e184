// Per-rule tests of facility.transport-destination (src/engine/phi/rules/transport-destinations.ts): the receiving
// hospital of a run report's transport sentence by its short name or initials, in capitals and mixed case, and the
// suites, rooms and generic destinations that take the same slot. Invented examples, none from any evaluation set, over
// the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'facility.transport-destination') ?? [];

describe('rule facility.transport-destination', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads the receiving hospital of a transport sentence, an English word or initials too', () => {
    assert.deepEqual(byRule('Med command ok for fentanyl. Transport priority 2 to Tarrowmont. Wife notified.\n'), ['HOSPITAL:Tarrowmont']);
    assert.deepEqual(byRule('Transport: priority 3 to Quarnley Vale ED.\nCrew: A. B EMT\n'), ['HOSPITAL:Quarnley Vale']);
    assert.deepEqual(byRule('TRANSPORT TO PELLOW SCIENCES NORTH ED, TOC 1452 TO RN X.\n'), ['HOSPITAL:PELLOW SCIENCES NORTH']);
    assert.deepEqual(byRule('TRANSPORT NON-EMERGENT TO QVMH ED, REPORT TO RN.\n'), ['HOSPITAL:QVMH']);
  });
  it('leaves suites, rooms, generic destinations and sentences not opening with the transport word alone', () => {
    const negatives = [
      'Transport to CT.\n', 'Transport to the nearest ED.\n', 'TRANSPORT TO TRAUMA BAY 2.\n', 'Transport to home.\n',
      'Pt needs transport to Tarrowmont.\n', 'transport to tarrowmont.\n', 'Transport by w/c van Fri @ 1000.\n',
      'TRANSPORT TO CLOSEST ED.\n', 'Transport to Radiology for MRI.\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
  it('reads a hospital by its short name before ED after "to", "from" or an arrow (fix16b)', () => {
    assert.deepEqual(byRule('Sending to: Sunbeam ED   Via: Kestle BLS\n'), ['HOSPITAL:Sunbeam']);
    assert.deepEqual(byRule('Resident fell.\nSENT TO PELLOW ED. PAGED ON-CALL.\n'), ['HOSPITAL:PELLOW']);
    assert.deepEqual(byRule('Croup. If stridor at rest -> Tarrowgate ED. On-call paged.\n'), ['HOSPITAL:Tarrowgate']);
    assert.deepEqual(byRule('adm 11/27 from Alder Quay ED for AECOPD.\n'), ['HOSPITAL:Alder Quay']);
  });
  it('leaves a generic, an inside or a lower-case ED, and a town, alone', () => {
    const negatives = [
      'sent to the nearest ED\n', 'came from OSH ED\n', 'Transferred to Peds ED then MICU\n', 'Pt brought to ED by EMS\n',
      'sent to alder quay ed\n', 'FROM MAIN ED TO MICU\n', 'pt came from Boston ED\n', 'Tumor cells: ER 90%, PR 40%\n',
      'moved to Our ED\n', 'returned to Urgent Care ER\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
  // fix23d: the hospital's initials beside its emergency department, in the deid corpus's ICU notes' forms.
  it('reads two capitals before ED or ER that spell a route, a device or a service, as initials', () => {
    assert.deepEqual(byRule('Wife drove him to SQ ED after the fall.\n'), ['HOSPITAL:SQ']);
    assert.deepEqual(byRule('83 yo man admitted to IV ER with rigors, then here\n'), ['HOSPITAL:IV']);
    assert.deepEqual(byRule('CP SINCE NOON. BROUGHT TO AC ER + FOR NSTEMI, REFERRED FOR CATH.\n'), ['HOSPITAL:AC']);
  });
  it('leaves a stop word, a person or an inside department before ED or ER alone', () => {
    const negatives = ['TAKEN TO AN ER BY HIS SON.\n', 'pt went to PT ER\n', 'report called to RN ED\n', 'transferred to OB ER for eval\n', 'went to ED ER\n'];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
  it("reads a hospital's initials after the emergency department and \"at\"", () => {
    assert.deepEqual(byRule('PT SENT TO ED AT KL. BECAME HYPOTENSIVE.\n'), ['HOSPITAL:KL']);
    assert.deepEqual(byRule('pt presented to the ER at WK with chest pain, then flown here\n'), ['HOSPITAL:WK']);
    assert.deepEqual(byRule('was in the EW at HT 2/14 overnight\n'), ['HOSPITAL:HT']);
  });
  it('leaves a time, a word, an inside place or a generic one after "ED at" alone', () => {
    const negatives = [
      'pt brought to ED at 1400 by EMS\n', 'SEEN IN ED AT NOON, NO CHANGE.\n', 'came to ED at HS. no complaints\n', 'seen in ER at OSH and sent here\n',
      'to ED at ICU request\n', 'ARRIVED IN ED AT MN.\n', 'PT TO ER AT OK.\n', 'in ED at BP 80s, given fluids\n', 'Tumor: ER at 90%, PR 40%\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
