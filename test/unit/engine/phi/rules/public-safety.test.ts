// Per-rule tests of org.public-safety (src/engine/phi/rules/public-safety.ts): a town's or a county's police, fire,
// rescue or jail by its short kind in the slot a service takes, and the same initials as dialysis, disease or walking.
// Invented examples, none from any evaluation set, over the built dictionaries (skipped when they are not built).
import { strict as assert } from 'node:assert';
import { builtChecks } from './rule-checks';

const checks = builtChecks();
const byRule = (text: string): string[] => checks?.byRule(text, 'org.public-safety') ?? [];

describe('rule org.public-safety', function () {
  before(function () {
    if (!checks) this.skip();
  });
  it('reads a town service by its short kind after an arrival cue or before a unit', () => {
    assert.deepEqual(byRule('BIB Quarrow Flats PD on a hold.\n'), ['ORGANIZATION:Quarrow Flats PD']);
    assert.deepEqual(byRule('brought in by Tarnovi FD Medic 4 after a fall.\n'), ['ORGANIZATION:Tarnovi FD']);
    assert.deepEqual(byRule('PT IS FIREFIGHTER W/ PELLMORE CREEK FD. WANTS TO RETURN.\n'), ['ORGANIZATION:PELLMORE CREEK FD']);
    assert.deepEqual(byRule('Assisted by Brannock VFD rope team.\n'), ['ORGANIZATION:Brannock VFD']);
    assert.deepEqual(byRule('Responding: Quarrowville VFC; deputy on scene.\n'), ['ORGANIZATION:Quarrowville VFC']);
    assert.deepEqual(byRule('TX FROM X VIA PELLMORE VALLEY AMB. STABLE.\n'), ['ORGANIZATION:PELLMORE VALLEY AMB']);
    assert.deepEqual(byRule('BROUGHT IN BY TARNOVI-WEST FIRE ENGINE 7 LAST PM.\n'), ['ORGANIZATION:TARNOVI-WEST FIRE']);
  });
  it('reads a county service by "co" in any letter case', () => {
    assert.deepEqual(byRule('came from home via marsh co ems.\n'), ['ORGANIZATION:marsh co ems']);
    assert.deepEqual(byRule('son currently at tarnovi co jail.\n'), ['ORGANIZATION:tarnovi co jail']);
    assert.deepEqual(byRule('Dispatched by Pellmore Co 911 at 1402.\n'), ['ORGANIZATION:Pellmore Co 911']);
    assert.deepEqual(byRule('bib lark co sheriff for eval.\n'), ['ORGANIZATION:lark co sheriff']);
    // The county's first word held inside its second ("vel" in "velmora"): the span starts at the first word itself.
    assert.deepEqual(byRule('son held at quarrow vel velmora co jail.\n'), ['ORGANIZATION:vel velmora co jail']);
  });
  it('reads a town service by its whole kind word after a town or in an arrival slot (fix18b)', () => {
    assert.deepEqual(byRule('Per Hartford Fire, pt was pinned 20 min.\n'), ['ORGANIZATION:Hartford Fire']);
    assert.deepEqual(byRule('SOCIAL: DAYTON POLICE DETECTIVE CALLED.\n'), ['ORGANIZATION:DAYTON POLICE']);
    assert.deepEqual(byRule('son says toledo police have his phone.\n'), ['ORGANIZATION:toledo police']);
    assert.deepEqual(byRule('CUT OUT BY N. ANDOVER FIRE, THEN TO ED.\n'), ['ORGANIZATION:N. ANDOVER FIRE']);
    assert.deepEqual(byRule('arrived via quellmore ridge vol fire co medic 4 at 0300.\n'), ['ORGANIZATION:quellmore ridge vol fire co']);
    assert.deepEqual(byRule('TX VIA TARNOVI FIRE CO MEDIC FROM OSH.\n'), ['ORGANIZATION:TARNOVI FIRE CO']);
  });
  it('reads a firm that carries patients by the kind that closes its name, after a cue (fix18b)', () => {
    assert.deepEqual(byRule('RETURN VIA PELLMORE BAY MEDICAL TRANSPORT ALS.\n'), ['ORGANIZATION:PELLMORE BAY MEDICAL TRANSPORT']);
    assert.deepEqual(byRule('Missed runs by Quarrow Hills Wheelchair Transit twice.\n'), ['ORGANIZATION:Quarrow Hills Wheelchair Transit']);
    assert.deepEqual(byRule('Backup ride with Tarnovi Valley Dial-A-Ride.\n'), ['ORGANIZATION:Tarnovi Valley Dial-A-Ride']);
    assert.deepEqual(byRule('PER CRASH REPORT AND BRANNOCK AMBULANCE, PT WAS AWAKE.\n'), ['ORGANIZATION:BRANNOCK AMBULANCE']);
    assert.deepEqual(byRule('Employer (Velmora Line Transit) called.\n'), ['ORGANIZATION:Velmora Line Transit']);
  });
  it('leaves a fire, the police or a transport that no name owns alone (fix18b)', () => {
    const negatives = [
      'house fire last week.\n', 'HOUSE FIRE, SMOKE INHALATION.\n', 'brought in by police.\n', 'Police at bedside.\n', 'called security and police.\n',
      'pt works as a fire fighter.\n', 'member of the local fire co.\n', 'VIA PRIVATE AMBULANCE TO ED.\n', 'arrived via ambulance.\n',
      'by BLS ambulance to rehab.\n', 'via Critical Care Transport.\n', 'Pt came by Medical Transport.\n', 'awaiting transport to floor.\n',
      'Transport: wheelchair van.\n', 'via ICU transport team.\n', 'bus transit time 40 min.\n', 'Via Patient Transport Services.\n',
      'Fire risk reviewed; fire extinguisher at home.\n', 'pt lit a fire at home, police called.\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
  it('reads a name from a word\'s start, never from the tail of a longer word (struct19)', () => {
    // A word too long for a name word, or glued to a number: no tail of it opens the name.
    assert.deepEqual(byRule('ARRIVED VIA QUARROWBECKSHAMPTONVALE FIRE CO ENGINE 4.\n'), []);
    assert.deepEqual(byRule('seen w/ unit4Pellmore FD medic 2 on scene.\n'), []);
    // The name words after it still read.
    assert.deepEqual(byRule('arrived via Tarnovi Fire Co engine 4.\n'), ['ORGANIZATION:Tarnovi Fire Co']);
  });
  it('leaves the same initials as dialysis, disease, walking or a field alone', () => {
    const negatives = [
      'ESRD on home PD since May.\n', 'transitioned from HD to PD.\n', 'PT AMB TO BR W/ WALKER.\n', 'Stage IV PD on imaging.\n',
      'Tenckhoff PD catheter placed.\n', 'HX OF ESRD ON PD.\n', 'via Gait AMB today\n', 'PD: 5/10 pain.\n', 'co-sleeping with infant.\n',
      'HOUSE FIRE LAST WEEK.\n', 'Pt with VFD on exam.\n', 'pt co cp and sob.\n', 'continue PD exchanges per renal.\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
  it('reads a town service in small letters after a cue, and a named fire or police service after a cue (fix22a)', () => {
    assert.deepEqual(byRule('brought in by quarrowville pd after found down.\n'), ['ORGANIZATION:quarrowville pd']);
    assert.deepEqual(byRule('per tarnovi fd on scene, gcs 14.\n'), ['ORGANIZATION:tarnovi fd']);
    assert.deepEqual(byRule('extricated by tarnovi fire, flown in.\n'), ['ORGANIZATION:tarnovi fire']);
    assert.deepEqual(byRule('EXTRICATED BY PELLMORE FIRE, INTUBATED ON SCENE.\n'), ['ORGANIZATION:PELLMORE FIRE']);
    assert.deepEqual(byRule('extricated by quarrow ridge volunteer fire, then flown.\n'), ['ORGANIZATION:quarrow ridge volunteer fire']);
    assert.deepEqual(byRule('HUSBAND VOLUNTEERS W/ TARNOVI VOLUNTEER FIRE DEPT, HOME NOW.\n'), ['ORGANIZATION:TARNOVI VOLUNTEER FIRE DEPT']);
    // The name goes on over a closing word of its kind in the kind's letter case (merge of fix22a and fix22b, round 22).
    assert.deepEqual(byRule('MEDIC 9, PELLMORE FIRE RESCUE ON SCENE\n'), ['ORGANIZATION:PELLMORE FIRE RESCUE']);
    assert.deepEqual(byRule('extricated by tarnovi fire district, flown in.\n'), ['ORGANIZATION:tarnovi fire district']);
    assert.deepEqual(byRule('EXTRICATED BY PELLMORE FIRE, RESCUE CALLED.\n'), ['ORGANIZATION:PELLMORE FIRE']);
  });
  it('leaves dialysis, a disease and a fire no name owns alone in small letters (fix22a)', () => {
    const negatives = [
      'pt on home pd, seen by renal pd team.\n', 'hx of pd, followed by neuro pd clinic.\n', 'started on ccpd, per renal pd nurse.\n',
      'injured by house fire, burned by brush fire.\n', 'extricated by local fire, flown in.\n', 'dx by ct pd.\n', 'from the fire dept.\n',
      'burned by kitchen grease fire.\n', 'w/ idiopathic pd.\n', 'by county fire dept.\n', 'seen by neuro fd.\n',
    ];
    for (const text of negatives) assert.deepEqual(byRule(text), [], text);
  });
});
