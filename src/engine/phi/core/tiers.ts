// The score tiers of the PHI rules: every candidate's score is one of these, named for the evidence it
// stands for. The score is also the precedence: where candidates overlap the resolver keeps the higher tier
// (then the longer span, see resolve.ts), and overlapping person candidates take the higher tier's type.
// Read top-down, this is the whole precedence of the engine. Tiers that share a value tie on purpose: the
// longer span, then the more specific type decides (resolve.ts). The values are few and coarse on purpose:
// each step decides an overlap; finer steps (0.86 against 0.85) changed no finding on any data set we have.
// Scores below 0.5 are review candidates (phi/review), not tiers of these rules.
//
// A numeric score anywhere else in phi/core or phi/rules is a defect (test/unit/engine/phi/tiers.test.ts).
// docs/engine.md (Score tiers) says how to choose a tier for a new rule.
export const TIER = {
  // -- A shape that can be nothing else.
  email: 0.99, //                 an e-mail address: above a URL that contains it
  // -- A title names the person, or the value is complete.
  doctorTitle: 0.95, //           "Dr. X", "Prof. X" as written (anchored)
  doctorTitleAnyCase: 0.95, //    "dr x", "DR.X" from the tokens (anchored)
  fixedSyntax: 0.95, //           a URL with its scheme, a year-first ISO date: no clinical reading
  fullDate: 0.95, //              "3/14/2019", "March 3, 2019"
  recordLabel: 0.95, //           after "MRN", "medical record #", "patient id"
  // -- A patient's title or a credential anchors the name (anchored); a specific label or shape.
  personTitle: 0.93, //           "Mr./Mrs./Ms. X": below doctor titles, so "Dr." decides the type of a union
  credentialAfterName: 0.93, //   "Jane Roe, RN", "q. lander rrt"
  planLabel: 0.93, //             after "member id", "policy #": above genericLabel, which the "id" fires too
  ageOver89: 0.93, //             "92 yo", "age 95": an age with its unit (HIPAA: over 89 only)
  phoneLabel: 0.93, //            after "phone", "tel", "cell", "fax": above fullShape, so the cue's type (FAX) wins
  saintFacility: 0.93, //         "st agnes hospital": the whole span above the saint or the town alone
  zipAfterState: 0.93, //         "Boston, MA 02115": the ZIP of a complete address
  // -- A complete shape, or a value after its own label.
  labelledValue: 0.9, //          device, biometric, user name, accession, NHS/OHIP numbers after their label
  fullShape: 0.9, //              "(617) 555-0147", "123-45-6789", "Jan-14-2025": complete without a label
  addressShape: 0.9, //           "12 Elm St", "PO Box 12", a city and state with a ZIP
  signedBy: 0.9, //               "signed by X", "seen by X": a clinician by a header cue
  commaCredential: 0.9, //        "Lee Tran, PT": not anchored (PT and SW are also ward words)
  // -- A cue and a name the lists know; a header field; a shape with its check.
  cueKnownName: 0.85, //          "wife mary", "NP Carol", "HO DURANT aware", "contact person DORA FENN"
  headerField: 0.85, //           "Attending: X", "Patient: X", "my name is X"
  signature: 0.85, //             "Sincerely,\n\nJane Roe": two name words closing a letter
  checkedShape: 0.85, //          a bare domain, a pager, "+44 ...", a card (Luhn), an IBAN, a postcode, "March 3", "ninety years old"
  genericLabel: 0.85, //          after "ID", "account", "licence", "case #"
  placeShape: 0.85, //            "Boston VA", "MA 02115": a place word and its kind in one shape
  townState: 0.85, //             "hampton, nh", "Leeds LS1 4AP": a town and its state or postcode
  facilityCue: 0.85, //           "holy name", "back to SMH", "Kellogg 4", "works for X"
  facilityName: 0.85, //          "admitted to X Hospital", "X Medical Center": a name and its strong facility word
  knownOccupation: 0.85, //       "works as a welder": an occupation the list knows
  // -- A cue and a name; a part of an address; a partial date.
  cueName: 0.8, //                "per d kane", "J VANCE ORDERED", "rabbi stein", "Mr. W.", "met Anna Roe"
  facilitySuffix: 0.8, //         "X Hospital" after a care cue, a practice's name: below facilityName, whose span wins
  gazetteer: 0.8, //              a place or hospital our gazetteers hold and no English word shadows
  addressPart: 0.8, //            the street, ZIP or box of an address line; an Australian postcode
  partialDate: 0.8, //            "March 2019", "3/8-3/14"
  looseShape: 0.8, //             an IP address, "x4-5512" after its cue
  // -- A cue and a word no list knows; a place by its word.
  cueUnknownWord: 0.75, //        "NP Zorba", "HO DURANT" without a verb, a sign-off line
  givenAndSurname: 0.75, //       "Anna Kowalski": a given name and a capitalised word, no cue
  placeWord: 0.75, //             "BAY REHAB", "St. Anne's", "to BMC", "lives in towson", a town in an address line
  headerOrg: 0.75, //             "ACME LABS" in a header line
  uncuedShape: 0.75, //           "3/14" without a cue, "410 555 0147" by its line label, an Indian PIN
  occupation: 0.75, //            a cued occupation no list knows
  // -- A weak cue: one piece of evidence.
  weakCue: 0.7, //                "with Zorba", "social: bill", "the Roe family", "on Northfield 2", "@handle", "on 3/14"
  // -- A name found again, or a word by its shape alone.
  repeat: 0.65, //                a word found by a cue, again elsewhere in the note
  nameShape: 0.65, //             "Smith J.", "d. roe", two dictionary name words, an employer or hospital cue alone
  weakest: 0.6, //                one word by the lightest cue: "the 28th", "in May", one dictionary name, "at Holy Cross"
  reviewKind: 0.55, //            a kind of review candidate right often enough to be shown, yielding to every other reading: "he is 93 and"
  // -- The lowest shown: PHI by default (below 0.5: review candidates).
  lonelyName: 0.5, //             a given name alone, "care at X"
  bareNumber: 0.5, //             a long run of digits
} as const;

export type TierName = keyof typeof TIER;

/** The tiers in precedence order, highest first (as declared). */
export const TIER_NAMES: readonly TierName[] = Object.keys(TIER) as TierName[];
