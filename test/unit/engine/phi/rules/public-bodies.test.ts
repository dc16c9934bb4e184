// Per-rule tests of the public-bodies family (src/engine/phi/rules/public-bodies.ts): a health board or authority by
// its area, the NHS by its area, a CISSS, a utility, transit or school board by its town. Invented examples, none from any evaluation set. A small hand-made dictionary stands in for the built
// file.
import { createPhiIdentifier } from '../../../../../src/engine/phi/index';
import { englishOnly, ruleChecks } from './rule-checks';

const DICTS = englishOnly([
  'district', 'nursing', 'record', 'teaching', 'health', 'board', 'authority', 'the', 'regional', 'number', 'no', 'is', 'of', 'medicine',
  'social', 'work', 'department', 'corrections', 'ministry', 'transport', 'for', 'water', 'county', 'education', 'school', 'outpatient',
  'letter', 'works', 'with', 'called', 'community', 'services', 'mental', 'student', 'greater', 'and', 'trust', 'referred', 'by', 'wife',
  'his', 'her', 'at', 'to', 'a',
  // The run sheets' words (fix13c).
  'patient', 'care', 'report', 'volunteer', 'fire', 'paramedic', 'call', 'ambulance', 'family', 'activated', 'local', 'arrived',
  'ground', 'transported', 'crew', 'on', 'scene', 'per', 'pt', 'was', 'down', 'city', 'council', 'wrote', 'manager', 'valley', 'town',
  'handoff', 'flight', 'room', 'air', 'helicopter', 'launched', 'cancelled', 'medical', 'placed', 'base', 'sats', 'noted', 'program',
  'new', 'rescue', 'emergency', 'hr', 'partner', 'business', 'service', 'district', 'mercy',
  // The air services' and compensation boards' words (fix14c).
  'life', 'network', 'from', 'flown', 'via', 'transfer', 'commercial', 'arrived', 'requested', 'nurse', 'gas', 'workers', 'compensation',
  'certificate', 'given', 'claim', 'history', 'assessment', 'board', 'initial', 'comp', 'opened', 'seeing', 'after', 'home',
  'awaiting', 'guardian',
  // The rescue squads' and health departments' words (fix15a).
  'squad', 'dept', 'unit', 'public', 'state', 'environmental', 'notify', 'case', 'investigation', 'occupational',
  // An ambulance service's English names after "via" (fix19b).
  'skyline', 'bayberry', 'sat', 'mouth', 'private', 'came',
]);
// Mercy is a given name too, as the file dictionaries hold it: "Mercy Air 2" is a service's name, not an English word.
const identify = createPhiIdentifier({ ...DICTS, names: new Set(['mercy']), given: new Set(['mercy']) });
const { finds, notBy } = ruleChecks(identify);

describe('rule org.public-body', () => {
  it('finds a health board or authority by its area, and the NHS by its area', () => {
    finds('District Nursing Record - Brennock Teaching Health Board', 'ORGANIZATION:Brennock Teaching Health Board', 'org.public-body');
    // A name closed by any organisation's head noun ("Authority") is facility.suffix's, which runs first (fix20a).
    finds('Called Quarlton Health Authority re the referral.', 'ORGANIZATION:Quarlton Health Authority', 'facility.suffix');
    finds('NHS TARVENSHIRE - OUTPATIENT LETTER', 'ORGANIZATION:NHS TARVENSHIRE', 'org.public-body');
    finds('Referred by NHS Greater Quellan and Morvay.', 'ORGANIZATION:NHS Greater Quellan and Morvay', 'org.public-body');
    finds('Demande de consultation - CISSS des Brumeuses', 'ORGANIZATION:CISSS des Brumeuses', 'org.public-body');
  });
  it('finds a utility, transit or school board by its town', () => {
    // "Authority" is also facility.suffix's general head, which runs first (fix20a).
    finds('His wife works for the Tallick Creek Water Authority.', 'ORGANIZATION:Tallick Creek Water Authority', 'facility.suffix');
    finds('Son is with the Morrow County Board of Education.', 'ORGANIZATION:Morrow County Board of Education', 'org.public-body');
  });
  it('leaves generic bodies, NHS numbers and services, and a hospital\'s departments alone', () => {
    notBy('Letter to the Regional Health Authority. Community Health Services and Mental Health Services aware.', 'org.public-body');
    notBy('NHS number 485 777 3344. NHS Trust policy. NHS 111 called.', 'org.public-body');
    notBy('Seen in the Department of Medicine; Department of Social Work referral. Student Health Services.', 'org.public-body');
    notBy('EMPLOYER: STATE DEPT OF CORRECTIONS. Works for the Ministry of Transport.', 'org.public-body');
  });
  it('finds a police force, ambulance service or veterans\' league by its own short name', () => {
    finds('Arrived via PSNI after an assault.', 'ORGANIZATION:PSNI', 'org.public-body');
    finds('pt brought by bcehs from the trailhead', 'ORGANIZATION:bcehs', 'org.public-body');
    finds('brought in by rcmp from the highway', 'ORGANIZATION:rcmp', 'org.public-body');
    finds('Volunteers at the VFW hall on Fridays.', 'ORGANIZATION:VFW', 'org.public-body');
  });
  it('leaves those names inside other words, acronyms in lower case that are words elsewhere, and payers alone', () => {
    notBy('rsl noted on the scan; WCB 14.2; WorkCover certificate given; DVA card.', 'org.public-body');
    notBy('WSIB CLAIM: 4411; workers comp claim opened; asking about centrelink allowance.', 'org.public-body');
    notBy('RSLs and VFWs were counted; XRCMP batch.', 'org.public-body');
  });
  it('finds an air or road ambulance service by its own name, and a service named by a word only as the actor of a transfer', () => {
    finds('Flown to the tertiary centre by Ornge after intubation.', 'ORGANIZATION:Ornge', 'org.public-body');
    finds('icu accepts. ornge booked for am.', 'ORGANIZATION:ornge', 'org.public-body');
    finds('Arrival: by QAS at 0310.', 'ORGANIZATION:QAS', 'org.public-body');
    finds('retrieved from the station by RFDS', 'ORGANIZATION:RFDS', 'org.public-body');
    finds('48M flown in by Lifeflight from the reserve.', 'ORGANIZATION:Lifeflight', 'org.public-body');
    finds('stars declined due to fog, ground transfer to the city', 'ORGANIZATION:stars', 'org.public-body');
    finds('Transfer arranged: via STARS to the trauma centre.', 'ORGANIZATION:STARS', 'org.public-body');
    finds('EHS called for transfer to the regional site.', 'ORGANIZATION:EHS', 'org.public-body');
  });
  it('leaves stars a patient sees, stars in a rating and a code that names no transfer alone', () => {
    notBy('pt reports seeing stars after standing, no syncope', 'org.public-body');
    notBy('Rated the pain service five stars. STARS OF DAVID NOTED ON NECKLACE.', 'org.public-body');
    notBy('EHS report reviewed for the workplace exposure.', 'org.public-body');
    notBy('QASR score 3; lifeflights were counted; SAASx batch.', 'org.public-body');
  });
  it('finds a run sheet\'s service and a council by their area and kind (fix13c)', () => {
    finds('QUARNLEY COUNTY EMS - PATIENT CARE REPORT', 'ORGANIZATION:QUARNLEY COUNTY EMS', 'org.public-body');
    finds('BRACKWATER VALLEY VOLUNTEER FIRE & EMS - PATIENT CARE REPORT', 'ORGANIZATION:BRACKWATER VALLEY VOLUNTEER FIRE & EMS', 'org.public-body');
    finds('GREATER TOLLMERE PARAMEDIC SERVICES - AMBULANCE CALL REPORT', 'ORGANIZATION:GREATER TOLLMERE PARAMEDIC SERVICES', 'org.public-body');
    // "Service" after two naming words is facility.suffix's general head, which runs first (fix20a).
    finds('Brought in by Quellford Ambulance Service at 0200.', 'ORGANIZATION:Quellford Ambulance Service', 'facility.suffix');
    finds('HR Business Partner, Ferrisby District Council, Town', 'ORGANIZATION:Ferrisby District Council', 'org.public-body');
  });
  it('leaves the crew called EMS and a council with no area alone', () => {
    notBy('FAMILY ACTIVATED EMS. PER EMS PT WAS DOWN. Local EMS arrived. Ground EMS transported.', 'org.public-body');
    notBy('The Ambulance Service was called. The City Council wrote. Emergency Medical Services on scene.', 'org.public-body');
  });
  it('finds an air ambulance by its call sign or its own name as the actor of the flight, and STARS cancelled (fix13c)', () => {
    finds('HANDOFF AT LZ TO HARROWDENE AIR 14 FLIGHT CREW.', 'ORGANIZATION:HARROWDENE AIR 14', 'org.public-body');
    finds('Mercy Air 2 launched from base.', 'ORGANIZATION:Mercy Air 2', 'org.public-body');
    finds('SKYVANTA LAUNCHED, LZ AT THE GIN.', 'ORGANIZATION:SKYVANTA', 'org.public-body');
    finds('STARS CANCELLED BY OLMC.', 'ORGANIZATION:STARS', 'org.public-body');
  });
  it('leaves room air, medical air and a launched helicopter or program alone', () => {
    notBy('ON ROOM AIR CREW NOTED SATS 95. HELICOPTER LAUNCHED. Flight launched. New program launched.', 'org.public-body');
    notBy('Placed on medical air on scene.', 'org.public-body');
    // An English word no name list holds is what the note did, not the service (review of the fourteenth round).
    notBy('Requested Air 1 crew for the transfer. Awaiting Air 2 launched.', 'org.public-body');
  });
  it('finds an air ambulance by its own two-word name, with the name before it where one is needed (fix14c)', () => {
    finds('pt flown by Carrowmore MedFlight from the outside hospital.', 'ORGANIZATION:Carrowmore MedFlight', 'org.public-body');
    finds('transfer from the outside ed via life flight network, on pressors', 'ORGANIZATION:life flight network', 'org.public-body');
    finds('Flown from the outside hospital by Life Flight.', 'ORGANIZATION:Life Flight', 'org.public-body');
    finds('transfer via Dunmarra Flight from the ranch clinic.', 'ORGANIZATION:Dunmarra Flight', 'org.public-body');
    // Guardian is a stop word ("guardian: Roe"); after the transfer's "via" and in Title case it names the service.
    finds('pt flown via Guardian Flight from the ranch clinic.', 'ORGANIZATION:Guardian Flight', 'org.public-body');
    notBy('Pt flown via guardian flight. VIA GUARDIAN FLIGHT.', 'org.public-body');
    finds('flown by quallantine air medical from the scene.', 'ORGANIZATION:quallantine air medical', 'org.public-body');
    finds('icu accepts. stars requested, eta 1400.', 'ORGANIZATION:stars', 'org.public-body');
  });
  it('leaves a medflight with no name, a flight by how one flies and medical air alone', () => {
    notBy('arrived via medflight from home. med flight nurse at bedside.', 'org.public-body');
    notBy('Arrived by Commercial Flight. Flight nurse gave report.', 'org.public-body');
    notBy('on medical air after the transfer; seeing stars after standing.', 'org.public-body');
    notBy('PT ARRIVED MED FLIGHT FROM HOME. FLOWN VIA HOME FLIGHT.', 'org.public-body');
  });
  it('finds a compensation board by its region or its own name (fix14c)', () => {
    finds('WorkSafeBC Physiotherapist Initial Report', 'ORGANIZATION:WorkSafeBC', 'org.public-body');
    finds('worksafebc claim opened.', 'ORGANIZATION:worksafebc', 'org.public-body');
    finds('WORKCOVER QUEENSLAND - MEDICAL ASSESSMENT', 'ORGANIZATION:WORKCOVER QUEENSLAND', 'org.public-body');
    finds("ALBERTA WORKERS' COMPENSATION - HISTORY", "ORGANIZATION:ALBERTA WORKERS' COMPENSATION", 'org.public-body');
    finds('Workers Compensation Board of Manitoba claim', 'ORGANIZATION:Workers Compensation Board of Manitoba', 'org.public-body');
  });
  it('leaves a compensation certificate, claim or board with no region alone', () => {
    notBy('WorkCover certificate given. Workers Compensation claim opened. WorkSafe Initial assessment.', 'org.public-body');
    notBy("The Workers' Compensation Board wrote. workers comp claim.", 'org.public-body');
  });
  it('finds a rescue squad and a health department or unit by their area (fix15a)', () => {
    finds('QUARNLEY RIVER RESCUE SQUAD - PATIENT CARE REPORT', 'ORGANIZATION:QUARNLEY RIVER RESCUE SQUAD', 'org.public-body');
    finds('BRACKWATER DISTRICT HEALTH DEPT - Case Investigation', 'ORGANIZATION:BRACKWATER DISTRICT HEALTH DEPT', 'org.public-body');
    finds('TOLLMERE-QUELL REGIONAL HEALTH DEPARTMENT - Case Investigation', 'ORGANIZATION:TOLLMERE-QUELL REGIONAL HEALTH DEPARTMENT', 'org.public-body');
    finds('Plan: notify Ferrisby PHU today.', 'ORGANIZATION:Ferrisby PHU', 'org.public-body');
  });
  it('finds an ambulance service after "via" or "by": English words before EMS, small letters before ems or air (fix19b)', () => {
    finds('Transferred from OSH via Skyline EMS after CP.', 'ORGANIZATION:Skyline EMS', 'org.public-body');
    finds('pt arrived from osh via bayberry ems on transport vent.', 'ORGANIZATION:bayberry ems', 'org.public-body');
    finds('flown in from osh by quellstar air, intubated.', 'ORGANIZATION:quellstar air', 'org.public-body');
  });
  it('leaves a way of travel, a crew and the air one breathes after "via" alone (fix19b)', () => {
    notBy('sat 95 via room air. arrived via ground ems. by private ems. via local ems. by county ems. arrived via ems.', 'org.public-body');
    notBy('Brought in via Local EMS. via Ground EMS. FAMILY CALLED EMS. by mouth air. via the ems.', 'org.public-body');
  });
  it('leaves a health department or rescue squad with no area alone', () => {
    notBy('The State Health Department wrote. Called Rescue Squad. The Volunteer Rescue Squad arrived.', 'org.public-body');
    notBy('Occupational Health Department review. Environmental Health Department notified. Public Health Unit aware.', 'org.public-body');
  });
});
