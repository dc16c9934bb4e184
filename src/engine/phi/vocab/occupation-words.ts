// Occupations as notes and letters name them: the head noun of "works as a welder", "retired teacher", and
// the job title under a name in a letter's signature ("Consultant Geriatrician", "Claims Specialist").

/** Head nouns of occupations, lower case. */
export const OCCUPATIONS: ReadonlySet<string> = new Set(
  (
    'nurse teacher engineer electrician plumber carpenter mechanic farmer rancher lawyer attorney paralegal ' +
    'accountant bookkeeper cashier driver pilot firefighter officer soldier sailor marine chef cook waiter ' +
    'waitress bartender barista clerk secretary receptionist manager supervisor programmer developer scientist ' +
    'professor lecturer physician surgeon dentist pharmacist technician technologist therapist janitor ' +
    'custodian miner welder painter roofer librarian journalist reporter writer author editor artist musician ' +
    'singer actor actress banker salesman saleswoman salesperson realtor architect designer consultant analyst ' +
    'paramedic emt hairdresser hairstylist stylist barber cleaner housekeeper nanny caregiver laborer labourer ' +
    'machinist fisherman butcher baker tailor pastor priest minister rabbi imam veterinarian optometrist ' +
    'chiropractor dietitian dietician nutritionist economist statistician translator interpreter photographer ' +
    'mason bricklayer landscaper gardener contractor foreman assistant aide cna lpn rn midwife doula ' +
    'psychologist counselor counsellor psychiatrist pediatrician radiographer sonographer phlebotomist ' +
    'dispatcher courier mailman postman mail carrier trucker operator inspector auditor broker trader ' +
    'investor entrepreneur executive ceo cfo director administrator coordinator planner recruiter ' +
    'salesclerk storekeeper shopkeeper clergyman missionary coach trainer instructor tutor principal ' +
    'dancer athlete model guard security guard bouncer detective sheriff deputy judge politician ' +
    'firefighter lifeguard logger lumberjack surveyor geologist chemist biologist physicist pharmacologist ' +
    'radiologist anesthesiologist teller underwriter actuary adjuster estimator drafter draftsman ' +
    'upholsterer jeweler locksmith exterminator plasterer glazier ironworker steelworker millwright ' +
    'boilermaker pipefitter lineman worker schoolteacher practitioner ' +
    // Trades as British, Irish, Australian and South Asian letters name them.
    'storeman storewoman weaver seamstress packer porter groundsman stockman shearer fitter turner joiner tiler ' +
    'tradesman carer childminder croupier optician chemist preacher builder ' +
    // Trades of sites, depots and streets: scaffolding, fitting, order picking, couriers and motorbike taxis
    // ("boda boda rider", "dispatch rider"), street selling.
    'scaffolder installer picker loader rider hawker vendor ' +
    // Jobs of shops, streets, farms, ships, homes and stages that neither list held: what a social history names when it
    // names a trade, a service job or a calling.
    'chauffeur cabbie cabdriver deckhand stevedore roughneck fabricator assembler stocker merchandiser fishmonger grocer ' +
    'superintendent maid babysitter cosmetologist tattooist masseuse masseur headteacher archivist curator researcher ' +
    'policeman policewoman constable postwoman decorator farmhand beekeeper dressmaker cobbler shoemaker jeweller ' +
    // Not "deacon": a lay office at a congregation in a social history ("is a deacon at X church"), which no writer marks
    // as a job (fix18d: own32, own90, own105, own110 leave it unmarked).
    'goldsmith panelbeater bailiff watchman magistrate vicar evangelist sculptor poet novelist comedian footballer ' +
    'cricketer jockey businessman businesswoman subcontractor ' +
    // Trade and service jobs with one sense only (not "dealer", "handler", "orderly", "warden", "diver": a drug, a device,
    // a manner, a hospital's own staff, a hobby).
    'appraiser arborist auctioneer biller boatswain bodyguard brewer caterer choreographer concierge coroner detailer ' +
    'dockhand doorman driller florist forester fundraiser gamekeeper illustrator innkeeper jailer lobbyist marketer ' +
    'millhand nurseryman pawnbroker pedicurist publican retailer sandblaster stagehand stockbroker stuntman telemarketer ' +
    'toolmaker valet vintner watchmaker wholesaler winemaker zookeeper busboy bellhop pipelayer concreter shunter ' +
    'drywaller merchant herbalist ' +
    // Farm, orchard and station work as rural histories of the US, Canada, Australia and the UK name it, and the
    // shop-floor and clipped trade names of everyday speech ("a greeter at a supermarket", "tradie", "truckie"). Not
    // "faller" (a "recurrent faller" is a patient) nor "tender" (a tender abdomen).
    'orchardist horticulturist viticulturist grower sharefarmer smallholder crofter cowhand ranchhand jackaroo jillaroo ' +
    'roustabout greeter tradie truckie brickie postie wharfie ' +
    // Inshore fishing named by its catch or gear, oil-rig crew by their post on the rig, and the keepers of a post office,
    // harbour, station or rail yard, as coastal, oilfield and rural histories write them (not "seiner", "longliner" or
    // "dragger": boats as well).
    'scalloper shrimper crabber lobsterer oysterer clammer trawlerman gillnetter floorhand derrickhand motorhand ' +
    'toolpusher postmaster postmistress harbourmaster harbormaster stationmaster yardmaster ' +
    // The finishing and casting trades of metal and cutlery works and foundries, and the master of a boat, as histories of
    // mill and port towns write them (not "cutter", "mixer", "maker" or "dispenser": a tool, a machine, a decision, a pill box),
    // and the plater of a shipyard or fabrication shop (fix13g).
    'polisher moulder molder captain plater ' +
    // Musicians by their instrument or their part, which the list held only as "musician" and "singer" ("a church
    // organist at X", "retired pianist"; fix21b: own124 ophtho-ohio, own106 neuroicu-sah-vt-caps, own96, own110); not
    // "fiddler" (a surname as often), nor "player" alone.
    'organist pianist violinist cellist guitarist bassist drummer percussionist trumpeter trombonist saxophonist clarinetist ' +
    'flautist flutist harpist accompanist composer songwriter bandleader choirmaster vocalist'
  ).split(/\s+/),
);

/**
 * Jobs named by a general noun of a person after what they work at or study, as English names them in two words: a
 * "hand" after the workplace or stock they work ("ranch hand", "farm hand", "station hand", "rig hand", "deck hand",
 * "mill hand", "hired hand"), a "lady" after the meal or the work she serves ("dinner lady", "lunch lady", "tea lady",
 * "cleaning lady", "lollipop lady"), a "student" after the profession they train for ("nursing student", "medical
 * student", "law student", "PhD student"; a student of no profession is no job here) (fix20b). The noun alone is no job,
 * and a side ("left hand") or a courtesy ("this lady") is none of these.
 */
export const COMPOUND_JOBS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['hand', new Set(('ranch farm station rig deck mill stable dock field hired cattle barn factory floor stage shop boat yard dairy ' +
    'orchard sheep feedlot oilfield drilling lumber cannery plant crew harvest ship').split(' '))],
  ['lady', new Set('dinner lunch tea cleaning lollipop canteen cafeteria'.split(' '))],
  ['student', new Set(('nursing medical med law dental pharmacy veterinary vet midwifery paramedic graduate grad phd doctoral ' +
    'engineering divinity seminary pa np physiotherapy optometry').split(' '))],
]);

/**
 * A clinician's role under their own signature ("Consultant Rheumatologist", "Staff Nurse"): the writer's job,
 * not the patient's, so the title-line rule leaves it alone. Specialists by their ending: -ologist, -iatrist,
 * -iatrician.
 */
export const CLINICIAN_ROLES: ReadonlySet<string> = new Set(
  ('consultant physician surgeon nurse registrar clinician practitioner therapist physiotherapist pharmacist midwife ' +
    'geriatrician paediatrician pediatrician obstetrician anaesthetist anesthetist intensivist hospitalist internist ' +
    'gp resident fellow intern houseman sister matron paramedic doctor dentist optometrist dietitian dietician ' +
    'psychologist counsellor counselor chaplain').split(' '),
);
export const CLINICIAN_ENDING = /(?:ologist|iatrist|iatrician)$/;
