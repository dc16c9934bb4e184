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
