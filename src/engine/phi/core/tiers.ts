// The score tiers of the PHI rules: every candidate's score is one of these, named for the evidence it
// stands for. The score is also the precedence: where candidates overlap the resolver keeps the higher tier
// (then the longer span, see resolve.ts), and overlapping person candidates take the higher tier's type.
// Read top-down, this is the whole precedence of the engine. Tiers sharing a value tie on purpose (the
// longer span or the more specific type decides); where two values are close (0.86 against 0.85) the gap
// decides an overlap and the comment says which. Scores below 0.5 are review candidates (phi/review).
//
// A numeric score anywhere else in phi/core or phi/rules is a defect (test/unit/engine/phi/tiers.test.ts).
// docs/incoming/phi-score-tiers.md says how to choose a tier for a new rule.
export const TIER = {
  // -- A shape that can be nothing else.
  email: 0.99, //                 an e-mail address
  fixedSyntax: 0.97, //           a URL with its scheme, a year-first ISO date: no clinical reading
  // -- A title names the person (anchored: the clinical-word guard lets "Dr. Foley" stand).
  doctorTitle: 0.96, //           "Dr. X", "Prof. X" as written
  doctorTitleAnyCase: 0.95, //    "dr x", "DR.X" from the tokens; below doctorTitle so the Title-case span's type leads
  // -- A complete value: a date with day, month and year; a number after a record label.
  fullDate: 0.95, //              "3/14/2019", "March 3, 2019"
  recordLabel: 0.95, //           after "MRN", "medical record #", "patient id": beats a date or phone reading
  personTitle: 0.93, //           "Mr./Mrs./Ms. X" (anchored)
  credentialAfterName: 0.93, //   "Jane Roe, RN", "q. lander rrt" (anchored)
  planLabel: 0.93, //             after "member id", "policy #": above genericLabel, which "id" also fires
  ageOver89: 0.93, //             "92 yo", "age 95": an age with its unit (HIPAA: over 89 only)
  phoneLabel: 0.92, //            after "phone", "tel", "cell", "fax": above fullShape, so the cue's type (FAX) and span win
  saintFacility: 0.92, //         "st agnes hospital": the whole span beats the saint or the town alone
  zipAfterState: 0.92, //         "Boston, MA 02115": the ZIP of a complete address
  // -- A complete shape, or a specific label.
  labelledValue: 0.9, //          device, biometric, user name, accession, NHS/OHIP numbers after their label
  fullShape: 0.9, //              "(617) 555-0147", "123-45-6789", "Jan-14-2025": complete without a label
  addressShape: 0.9, //           "12 Elm St", "PO Box 12", a city and state with a ZIP
  signedBy: 0.9, //               "signed by X", "seen by X": a clinician by a header cue
  commaCredential: 0.9, //        "Lee Tran, PT": not anchored (PT and SW are also ward words)
  headerField: 0.88, //           "Attending: X", "Patient: X", "my name is X"
  checkedNumber: 0.88, //         a Luhn-valid card number
  placeShape: 0.88, //            "Boston VA", "MA 02115": a place word and its kind in one shape
  facilityCue: 0.86, //           "holy name", "back to SMH", "Kellogg 4", "works for X": above checkedShape and townState
  // -- A cue and a name the lists know; a checked shape.
  cueKnownName: 0.85, //          "wife mary", "NP Carol", "HO DURANT aware", "contact person DORA FENN"
  signature: 0.85, //             "Sincerely,\n\nJane Roe": two name words closing a letter
  checkedShape: 0.85, //          a bare domain, a pager, "+44 ...", an IBAN, a postcode, "March 3", "09/14", "ninety years old"
  genericLabel: 0.85, //          after "ID", "account", "licence", "case #"
  townState: 0.85, //             "hampton, nh", "Leeds LS1 4AP": a town and its state or postcode
  facilityName: 0.85, //          "admitted to X Hospital", "X Medical Center": a name and its facility word
  knownOccupation: 0.85, //       "works as a welder": an occupation the list knows
  facilitySuffix: 0.82, //        "X Hospital" after a care cue; "X General": above the 0.8 gazetteer reading
  // -- A cue and a name; a part of an address; a partial date.
  cueName: 0.8, //                "per d kane", "J VANCE ORDERED", "rabbi stein", "Mr. W.", "met Anna Roe"
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
  lonelyName: 0.55, //            a given name alone, "care at X": just above the review line
  bareNumber: 0.5, //             a long run of digits: PHI by default, the lowest shown
} as const;

export type TierName = keyof typeof TIER;

/** The tiers in precedence order, highest first (as declared). */
export const TIER_NAMES: readonly TierName[] = Object.keys(TIER) as TierName[];
