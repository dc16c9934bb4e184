// Eponyms and makers' names that are also people's names, so that neither EPONYMS nor the clinical-word guard may drop
// them alone ("Lewis", "Adam", "Felix", "Stryker"): each kind with the head words that make the name a term, written
// whole from general clinical knowledge, not from any corpus's words (hardneg22). Read by core/clinical-guard.ts: a
// person or place candidate every word of which is a kind's name, right before one of that kind's heads ("Achilles
// tendon", "Fontan circulation", "Geiger counter", "Stryker bed"), names a term, not a person. A title still anchors a
// name ("Dr. Lewis"), and a name beside such a word but not made of the kind's names stands ("Ann Roe, tendon repair").

const words = (s: string): ReadonlySet<string> => new Set(s.split(/\s+/).filter((w) => w.length > 0));

export interface EponymKind {
  /** Lower-cased names of the kind (one word each; a double eponym is its two names). */
  readonly names: ReadonlySet<string>;
  /** Lower-cased head words after the name. */
  readonly heads: ReadonlySet<string>;
}

/** Laboratory tests, stains, bedside tests and reagents named after people. */
const TESTS: EponymKind = {
  names: words(
    'gram wright giemsa ziehl neelsen kinyoun kleihauer betke coombs weil felix schilling tzanck mantoux papanicolaou ' +
      'wood woods ishihara snellen rinne weber schirmer tinel phalen thompson simmonds finkelstein lachman mcmurray allen ' +
      'adson romberg hoffmann hoffman patrick thomas ober apley spurling hawkins neer jobe yergason kernig brudzinski ' +
      'murphy mcburney rovsing homan homans chvostek trousseau westergren wintrobe sudan congo prussian perls warthin starry ' +
      'grocott gomori masson van gieson fontana schiff benedict fehling seliwanoff barfoed biuret ' +
      'nagler elek schick widal bunnell monospot casoni frei kveim heaf sabin feldman donath landsteiner ' +
      'kasabach queckenstedt pemberton trendelenburg tuohy whiff',
  ),
  heads: words(
    'stain stains staining test tests testing sign signs smear smears prep preparation titre titer titres titers serology ' +
      'reaction reagent antigen agar medium culture lamp chart charts plates manoeuvre maneuver reflex index method',
  ),
};

/** Operations, shunts and surgical approaches named after people. */
const OPERATIONS: EponymKind = {
  names: words(
    'fontan glenn norwood blalock taussig rastelli senning mustard jatene konno ross bentall yacoub ivor lewis ' +
      'mckeown whipple nissen toupet dor heller hartmann hartmanns billroth roux kasai ladd swenson soave duhamel bankart ' +
      'latarjet bristow putti platt lichtenstein shouldice bassini mcvay stoppa kocher pringle seldinger judkins cimino ' +
      'brescia hasson pfannenstiel chamberlain mitrofanoff malone sistrunk wertheim hartmann frey beger puestow ' +
      'linton sugiura kasabach mckeown orr ravitch nuss clagett eloesser boari psoas leadbetter politano ' +
      'millin freyer burch marchetti krantz moschcowitz halsted patey madden ilizarov ' +
      'girdlestone chevron lapidus akin weil brostrom hauser',
  ),
  heads: words(
    'procedure procedures operation operations repair repairs shunt shunts circulation physiology anastomosis wrap ' +
      'fundoplication oesophagectomy esophagectomy gastrectomy portoenterostomy pancreaticoduodenectomy ' +
      'pancreatoduodenectomy reconstruction palliation conduit technique manoeuvre maneuver incision pouch anatomy ' +
      'reversal takedown completion approach flap frame osteotomy bunionectomy colposuspension sling window',
  ),
};

/** Parts of the body named after people. */
const ANATOMY: EponymKind = {
  names: words(
    'achilles adam wharton scarpa hasselbach hesselbach morison morisons willis his broca wernicke vater oddi ' +
      'henle langerhans eustachian fallopian bartholin cowper skene glisson gerota denonvilliers colles batson ' +
      'meckel peyer kupffer purkinje schwann ranvier meissner auerbach sertoli leydig graaf bowman malpighi calot treitz ' +
      'adamkiewicz stensen wirsung santorini luschka magendie monro sylvius rolando heschl brodmann kiesselbach ' +
      'poupart gimbernat lister bruch descemet schlemm tenon zinn mueller muller hering reissner corti ' +
      'bochdalek morgagni killian laimer zenker alcock betz charcot retzius lockwood struthers guyon',
  ),
  heads: words(
    'tendon tendons fascia jelly apple area areas triangle pouch duct ducts gland glands canal canals ligament ligaments ' +
      'membrane membranes layer plexus space capsule bursa tube tubes fold folds nerve ganglion artery vein node nodes ' +
      'cells cell patches patch crypts tubercle foramen fissure sulcus islets cyst cysts organ corpuscles bundle sphincter ' +
      'valve hernia fat pad',
  ),
};

/** Instruments, units, laws and principles of measurement named after people. */
const INSTRUMENTS: EponymKind = {
  names: words(
    'geiger hounsfield doppler holter venturi fahrenheit celsius kelvin fick bernoulli poiseuille laplace starling ' +
      'bunsen petri erlenmeyer luer yankauer macintosh magill guedel bovie swan ganz fleming bazett ' +
      'friedewald henderson hasselbalch nernst bragg faraday ohm joule pascal ' +
      'hertz becquerel curie sievert roentgen tesla gauss angstrom wood',
  ),
  heads: words(
    'counter counters units monitor monitors mask masks principle equation formula law effect number numbers dish ' +
      'dishes flask burner blade blades forceps syringe tip lock chart lamp scale scales grid',
  ),
};

/** Makers of hospital equipment and of enteral feeds and supplements, named before the kind of thing they make. */
const BRANDS: EponymKind = {
  names: words(
    'stryker hill rom hillrom hoyer roho clinitron pyxis omnicell alaris baxter braun sigma kangaroo zoll philips ' +
      'medtronic arjo invacare covidien bard hollister coloplast convatec molnlycke ' +
      'jevity glucerna nepro pediasure osmolite ensure peptamen vital promote beneprotein juven boost isosource vivonex ' +
      'compleat novasource nutren fibersource replete suplena renalcal prosource resource thickenup simplythick',
  ),
  heads: words(
    'bed beds lift lifts cushion cushions mattress mattresses pump pumps cabinet cabinets machine machines monitor ' +
      'defibrillator frame chair chairs boot boots stockings shake shakes feed feeds formula pudding bar bars powder ' +
      'dressing dressings bag bags appliance wafer',
  ),
};

export const EPONYM_KINDS: readonly EponymKind[] = [TESTS, OPERATIONS, ANATOMY, INSTRUMENTS, BRANDS];

/**
  * Goods and foods named after a place ("Brazil nut", "Brussels sprouts", "Swiss chard", "Texas catheter", "India ink",
  * "Scotch tape", "Dijon mustard"): a town, state or country right before one of them is no place a person lives.
  */
export const PLACE_NAMED_GOODS: ReadonlySet<string> = words(
    'nut nuts sprout sprouts cheese cheeses chard fries toast mustard ham sausage sausages pepper peppers lettuce cabbage ' +
      'bean beans tea coffee yogurt yoghurt omelette omelet steak cream buns bun chocolate ink tape catheter catheters braid ' +
      'bath massage artichoke artichokes sole salmon rice lace terrier retriever hat',
);

/**
 * People and places whose names head a clinical scale, score, set of criteria, classification or staging system
 * ("Richmond agitation-sedation scale", "Boston bowel preparation scale", "Glasgow-Blatchford score", "Wells score",
 * "Centor criteria", "Child-Pugh class", "Ann Arbor staging"), written whole from general clinical knowledge, not from
 * any corpus's words (hardneg23). Surnames common in every population (Smith, Lee, Jones, Clark, Miller) are left out:
 * "Jones criteria" stays readable as a person's name beside the word.
 */
export const SCALE_NAMES: ReadonlySet<string> = words(
  'richmond boston glasgow blatchford rockall braden waterlow norton wells geneva centor mcisaac ranson alvarado bristol ' +
    'borg ramsay riker morse hoehn yahr rankin barthel karnofsky lansky apgar ballard tanner beighton berg tinetti ' +
    'mallampati cormack lehane killip forrester caprini padua khorana duke child pugh turcotte rotterdam hess ' +
    'spetzler gleason breslow dukes arbor lugano wagner fontaine rutherford savary los angeles forrest mayo truelove ' +
    'witts bradshaw montreal vienna atlanta berlin sydney rome milan denver manchester edinburgh beck montgomery asberg ' +
    'folstein wechsler conners vanderbilt goldman detsky hestia ottawa canadian san francisco wexner cleveland kellgren ' +
    'lawrence outerbridge salter gustilo schatzker frankel enneking catterall tonnis crowe paprosky vancouver lauge ' +
    'danis pauwels hinchey mehran stanford debakey siewert bosniak fazekas lund browder parkland ' +
    'framingham kansas seattle tokyo amsterdam bethesda sapporo oxford nottingham charlson elixhauser ' +
    'norwood ludwig',
);

/** The head words of a named scale or score: up to three words may stand between ("Richmond agitation sedation scale"). */
export const SCALE_HEADS: ReadonlySet<string> = words(
  'scale scales score scores scoring criteria classification classifications class grade grades grading stage stages ' +
    'staging index rule rules questionnaire',
);

/**
 * Makers of medical devices, named before what they make ("Boston Scientific lead", "Abbott Libre sensor", "Philips
 * Respironics CPAP", "Medtronic pump"): lower case, a maker of two words written with one blank (hardneg23). Read with
 * DEVICE_HEADS, up to two capitalised product words between ("Libre", "G7").
 */
export const DEVICE_MAKERS: readonly string[] = (
  'medtronic|abbott|dexcom|omnipod|insulet|tandem|biotronik|boston scientific|st jude medical|st. jude medical|st jude|st. jude|saint jude|philips respironics|' +
  'philips|respironics|resmed|fisher & paykel|fisher and paykel|fisher paykel|covidien|nellcor|masimo|baxter|b braun|b. braun|' +
  'braun|becton dickinson|arrow|teleflex|cook|olympus|stryker|zimmer biomet|zimmer|biomet|depuy synthes|depuy|synthes|' +
  'smith & nephew|edwards lifesciences|edwards|livanova|sorin|abiomed|gore|ethicon|fresenius|gambro|hospira|icu medical|' +
  'alaris|carefusion|hill-rom|hillrom|welch allyn|drager|draeger|maquet|getinge|hamilton|zoll|physio-control|cardinal|' +
  'roche|accu-chek|onetouch|freestyle|ascensia|lifescan|smiths medical|vapotherm|invacare|convatec|coloplast|hollister|kci'
).split('|');

/** What a device maker makes, the word after its name (DEVICE_MAKERS). */
export const DEVICE_HEADS: ReadonlySet<string> = words(
  'sensor sensors lead leads cpap bipap apap ventilator vent pacemaker pacer ppm icd aicd device devices pump pumps probe ' +
    'oximeter monitor meter glucometer cgm generator stent stents valve catheter line picc port mask machine battery ' +
    'reader transmitter needle sheath balloon graft implant prosthesis',
);
