// Per-rule tests of the world-addresses family (src/engine/phi/rules/world-addresses.ts): each rule with
// hand-written positives (type, text and rule id) and the hard negatives it must leave alone. Invented examples,
// none from any evaluation set. A small hand-made dictionary stands in for the built file.
import { createPhiIdentifier, type PhiDictionaries } from '../../../../../src/engine/phi/index';
import { ruleChecks } from './rule-checks';

const DICTS: PhiDictionaries = {
  names: new Set(['kent', 'victoria', 'roe']),
  given: new Set(['kent', 'victoria']),
  english: new Set(
    ('the and to with in of for from near lives moved down up back she he her his pt was is at on then sit stand lot exp ' +
      'pain left right hip knee site care frame crutches quality control passed glucometer checked pin prick sensation ' +
      'intact ward bed unit room county hospital jail road clinic sheriff home house first nation city lake cross fort ' +
      'great falls east west north south worked works radiology construction deployed box green tablets zone').split(' '),
  ),
  cities: new Set(['brookfield']),
  states: new Map([['montana', 'MT'], ['colorado', 'CO']]),
  countries: new Set(['ireland']),
  source: 'file',
};
const identify = createPhiIdentifier(DICTS);
const { finds, clean } = ruleChecks(identify);

describe('rule street.lead-word', () => {
  it('finds a street whose kind word leads its name, with its house number', () => {
    finds('Adresse: 1450, montée des Ormeaux, app. 4', 'STREET:1450, montée des Ormeaux', 'street.lead-word');
    finds('Daughter: 22 Maes y Dderwen, Llanbedr', 'STREET:22 Maes y Dderwen', 'street.lead-word');
    finds('Son lives at 212 ch. du Lac-Brûlé, Vermette', 'STREET:212 ch. du Lac-Brûlé', 'street.lead-word');
    finds('Address: 7 Heol y Garth, Pentrefelin', 'STREET:7 Heol y Garth', 'street.lead-word');
    finds('Address: No. 18, Jalan Kenanga 3, Taman Seri Mawar', 'STREET:No. 18, Jalan Kenanga 3', 'street.lead-word');
    finds('Farm on the 4e Rang near the river', 'STREET:4e Rang', 'street.lead-word');
    finds('RE: Mr Tadhg Roe, 9 Cluain Mór, Ballyfarnan', 'STREET:9 Cluain Mór', 'street.lead-word');
  });
  it('leaves a lead word without a house number, and French and clinical words, alone', () => {
    clean('Route of administration: oral. Avenue for appeal discussed.', 'STREET');
    clean('BP 3 AV block noted; 2 av. Mobitz runs overnight.', 'STREET');
    clean('Rue is the herb she takes at night.', 'STREET');
    clean('Daughter called at 2200, rang Maura after. Lasix 40 route IV given.', 'STREET');
  });
});

describe('rule street.box-route', () => {
  it('finds rural route and contract boxes, erven and plots opening an address', () => {
    finds('mailing address rr 3 box 22, tolland', 'STREET:rr 3 box 22', 'street.box-route');
    finds('Bills to HC 71 Box 14, Sandcoulee', 'STREET:HC 71 Box 14', 'street.box-route');
    finds('Rural Route 4, Dunvegan', 'STREET:Rural Route 4', 'street.box-route');
    finds('ADDRESS: ERF 5521, MASIZA ROAD', 'STREET:ERF 5521', 'street.box-route');
    finds('Sister at Stand 118, Extension 3, Tembelihle', 'STREET:Stand 118', 'street.box-route');
    finds('Sister at Stand 118, Extension 3, Tembelihle', 'LOCATION-OTHER:Extension 3', 'street.box-route');
    finds('Home: Lot 9, Sandy Bay Reserve', 'STREET:Lot 9', 'street.box-route');
  });
  it('leaves respiratory rates, standing, vial lots and phone extensions alone', () => {
    clean('RR 22, SpO2 94%. HC 34 cm at birth.', 'STREET', 'LOCATION-OTHER');
    clean('Stand 10, then sit. Able to stand 2 min with frame.', 'STREET');
    clean('Vaccine given: Lot 4521, Exp 06/27, left deltoid.', 'STREET');
    clean('Call 555 0100, extension 24 for the ward.', 'LOCATION-OTHER', 'STREET');
  });
});

describe('rule place.town-region', () => {
  it('finds a town before its province, state or county, and the region', () => {
    finds('His daughter lives in Dunmarnock, Fife.', 'CITY:Dunmarnock', 'place.town-region');
    finds('His daughter lives in Dunmarnock, Fife.', 'STATE:Fife', 'place.town-region');
    finds('Adresse: Sainte-Ursule-des-Pins (Québec) J0K 2T0', 'CITY:Sainte-Ursule-des-Pins', 'place.town-region');
    finds('SISTER AT KWAMBOTI, GAUTENG 1862', 'STATE:GAUTENG', 'place.town-region');
    finds('SISTER AT KWAMBOTI, GAUTENG 1862', 'ZIP:1862', 'place.town-region');
    finds('originally from Oxbow Landing, Man. and moved', 'STATE:Man.', 'place.town-region');
    finds('Address: 40100 Sungai Kecil, Selangor', 'ZIP:40100', 'place.town-region');
    finds('Served at Fort Quillan, Colorado before discharge', 'CITY:Fort Quillan', 'place.town-region');
    finds('Address: Brgy. Malinta, Tarlo City, Davao del Sur', 'STATE:Davao del Sur', 'place.town-region');
    finds('She was born in Quarrendon, France and moved here.', 'COUNTRY:France', 'place.town-region');
    finds('She was born in Quarrendon, France and moved here.', 'CITY:Quarrendon', 'place.town-region');
  });
  it('finds a region alone after a place preposition', () => {
    finds('moved down from nova scotia as a young man', 'STATE:nova scotia', 'place.town-region');
  });
  it('leaves a name before a region that is also a given name, and a facility before a region, alone', () => {
    clean('Patient: Roe, Victoria\nDOB 3/4/1950', 'CITY', 'STATE');
    clean('Contact: Amberly, Kent (son)', 'CITY', 'STATE');
    clean('Contact: Roe, Ireland (cousin)', 'CITY');
    clean('Transferred from Victoria Hospital, Fife for PCI.', 'CITY');
  });
});

describe('rule place.county', () => {
  it('finds a county written first, as Ireland writes it', () => {
    finds('She is originally from Kiltory, Co. Mayo.', 'STATE:Co. Mayo', 'place.county');
    finds('Farm in County Kilbrennan since the war', 'STATE:County Kilbrennan', 'place.county');
    finds('She farms near Ballyquin, Co. Westmere with her son.', 'STATE:Co. Westmere', 'place.county');
    finds('Moved here from Co Quenmore in 2019.', 'STATE:Co Quenmore', 'place.county');
  });
  it('leaves a county\'s hospital, jail and road, and co-amoxiclav, alone', () => {
    clean('Transferred from the County Hospital. Held at County Jail overnight.', 'STATE');
    clean('Sent from Lake County Hospital; Lake County Sheriff aware.', 'STATE');
    clean('Started co-amoxiclav. Smith & Co. Ltd supplies the frame.', 'STATE');
    clean('Works at Harlow & Co Ltd as a clerk; Co Signed by the charge nurse.', 'STATE');
  });
});

describe('rule place.district', () => {
  it('finds a district below a town by its lead word, and the town after Mun. of', () => {
    finds('Address: Purok 3, Brgy. Tamban', 'LOCATION-OTHER:Purok 3', 'place.district');
    finds('a farmer from Sitio Kalumpang, Brgy. Lawis', 'LOCATION-OTHER:Sitio Kalumpang', 'place.district');
    finds('No. 9, Jalan Cempaka, Taman Bukit Indah, Kulai', 'LOCATION-OTHER:Taman Bukit Indah', 'place.district');
    finds('from Brgy. Lawis, Mun. of Santa Felisa.', 'CITY:Santa Felisa', 'place.district');
    finds('Follow up at the health station in Poblacion, Santa Felisa.', 'LOCATION-OTHER:Poblacion', 'place.district');
    finds('Follow up at the health station in Poblacion, Santa Felisa.', 'CITY:Santa Felisa', 'place.district');
    finds('Address: Blk 71 Tampines Street 4, #11-204, Singapore 520071', 'STREET:#11-204', 'place.district');
  });
  it('leaves a lead word without a name or number alone', () => {
    clean('The sitio was flooded; purok leaders helped.', 'LOCATION-OTHER');
    clean('Poblacion, as the town centre is called, floods.', 'CITY');
    clean('Lot #12-3456 returned; ticket #04-118 closed.', 'STREET');
  });
});

describe('place cues in prose (place.cue-town, widened)', () => {
  it('finds a town after "worked in" and "deployed to"', () => {
    finds('He worked in Saint-Aubert-du-Lac for twenty years.', 'CITY:Saint-Aubert-du-Lac', 'place.cue-town');
    finds('Was deployed to Qarvandi twice.', 'CITY:Qarvandi', 'place.cue-town');
  });
  it('leaves a department or a trade after "worked in" alone', () => {
    clean('She works in radiology. He worked in construction. Deployed to the ICU.', 'CITY');
  });
});

describe('address parts other rules read, widened for other countries', () => {
  it('finds an Indian house number that reads like a date, a street ending in Walk or Pde, a town with a particle', () => {
    finds('Address: H.No. 4-5-67, Gandhi Nagar', 'STREET:4-5-67, Gandhi Nagar', 'place.india-address');
    finds('Ferncombe Surgery\n8 Tolley Walk\nMardale', 'STREET:8 Tolley Walk', 'street.suffix');
    finds('Unit 2/41 Wattlebird Pde, Kelso', 'STREET:41 Wattlebird Pde', 'street.suffix');
    finds('Home: a farmhouse in Mont du Lac, WI, one level', 'CITY:Mont du Lac', 'place.town-code');
  });
  it('finds a town after "farms at", "school in" and "the townland of"', () => {
    finds('Her brother farms at Pennal Quay now.', 'CITY:Pennal', 'place.cue-town');
    finds('Her farm is in the parish of Drumquillan, two miles out.', 'CITY:Drumquillan', 'place.cue-town');
    finds('Home is the townland of Drumquillan.', 'CITY:Drumquillan', 'place.cue-town');
  });
  it('leaves a timed walk or run, and a date after "No." that is no house number, as they are', () => {
    clean('Did the 6 Minute Walk Test; 2 Mile Run done.', 'STREET');
    clean('He farms at night and taught school in the evenings.', 'CITY');
  });
});

describe('world-addresses widened for place45', () => {
  it('finds an Eircode after its county, and an Irish-language estate after its number', () => {
    finds('Carrigmore, Co. Cork P72 XH41', 'ZIP:P72 XH41', 'place.county');
    finds('Address: 4 Cois Abhainn, Dromkeen', 'STREET:4 Cois Abhainn', 'street.lead-word');
  });
  it('finds an Ontario rural route and its concession, and a plot and the street it lies off', () => {
    finds('Address: RR 3, 2214 Concession 7 West, Tarrow Mills', 'STREET:RR 3, 2214 Concession 7 West', 'street.box-route');
    finds('address: plot 12, off adeoti close, ogba', 'STREET:plot 12, off adeoti close', 'street.box-route');
  });
  it('leaves a plot of a graph and a line of therapy alone', () => {
    clean('Pain plot 3 of the chart; concession 2 given.', 'STREET');
  });
  it('finds a street without its number opening the line before the town and its region', () => {
    finds('Quarry Road, Tallowby, Shropshire SY9 4QT', 'STREET:Quarry Road', 'place.town-region');
  });
  it('leaves a region that opens an institution\'s name, and the word before its comma, alone', () => {
    clean('Seen in OUTPATIENT, OSUN STATE TEACHING HOSPITAL today.', 'CITY');
  });
});
