// The ids of the local engine's PHI rules and what each one reads, in words. The engine tags every finding
// with one of these ids (src/engine/phi/registry.ts holds the rules themselves); the editor's hover and the
// command line's `scan --explain` show the words. It lives here, beside the PHI types, because the engine,
// the editor and the batch core all read it and none of them may import another. Never sent over the wire.

export const PHI_RULES = {
  // Contact details and identifiers, read from the text as written.
  'contact.email': 'an e-mail address',
  'contact.url': 'a web address',
  'contact.phone': 'a phone or fax number',
  'contact.username': 'a user name after its cue',
  'identifier.cued': 'a number after an identifier cue (MRN, account, licence...)',
  'identifier.shaped': 'a number shaped like a known identifier (SSN, NHS, accession...)',
  'date.written': 'a written date',
  'date.other-shapes': 'a date written another way (Jan-14-2025, 14Jan2025, a range, "on the 28th", CABG \'98)',
  'contact.phone-shapes': 'a phone, extension or pager written another way (212/555/0147, x4-5512)',
  'postcode.international': 'a UK, Canadian, Indian or Australian postcode',
  'identifier.international': 'an NHS, OHIP, UHID or hospital number after its cue',
  'identifier.accession': 'an accession number after its cue',
  'age.over-89': 'an age over 89',
  'profession.cued': 'an occupation after its cue',
  // Addresses and places.
  'street.suffix': 'a house number and a street name',
  'street.unit': 'an apartment or unit number',
  'street.po-box': 'a post-office box',
  'address.parts': 'a city, state or postcode in an address',
  'address.line': 'an address line with a postcode',
  'place.gazetteer': 'a place in our gazetteer',
  'place.facility-word': 'a name before a facility word',
  'place.saint': 'a saint\'s name used as a facility',
  'place.transfer': 'a place after a transfer or admission cue',
  'place.initials': 'a hospital\'s initials used as its name',
  'place.titled': 'a capitalised place after a place cue',
  'place.ward': 'a named building or ward with a floor',
  'place.residence': 'where someone lives, after a residence cue',
  'place.numbered-street': 'a numbered street',
  'place.military-address': 'a military address',
  'place.travel': 'a place travelled to or from',
  'place.department': 'a named department of a facility',
  'place.repeat': 'a place found elsewhere in the same note',
  'facility.cued': 'a facility after its cue',
  'facility.suffix': 'a name before a facility or firm word',
  'facility.known': 'a hospital in our list',
  'facility.saint-lower': 'a saint\'s or religious hospital name in any letter case (st agnes hospital, at holy name)',
  'facility.city-va': 'a place\'s VA hospital (Dunmore VA)',
  'facility.initials-transfer': 'a hospital\'s initials after a transfer cue (back to SMH)',
  'facility.building-floor': 'a named building with a floor after a transfer cue (transfer to Kellogg 4)',
  'org.employer': 'an employer after a work cue (works for, laid off from)',
  'place.town-state': 'a town in lower case with its state (from hampton, nh)',
  'place.town-postcode': 'a town before a non-US state and postcode (Bowral NSW 2576, Thunder Bay, ON P7B 6V4)',
  'org.header': 'an organisation in a header line',
  'org.before-noun': 'an organisation before its noun',
  // People.
  'name.cued': 'a name after a cue (title, relative, contact verb)',
  'name.credential': 'a name before a credential',
  'name.initial-surname': 'an initial and a surname',
  'name.given': 'a known given name and a surname',
  'name.word-initial': 'a name word and an initial',
  'name.repeat': 'a name found elsewhere in the same note',
  'person.title': 'a name after a title',
  'person.credential-title': 'a name after a credential or role',
  'person.credential': 'a name before a credential',
  'person.relative': 'a name after a relative',
  'person.contact': 'a name beside a contact verb',
  'person.social': 'a name in the social history',
  'person.family-name': 'a family name after a relative',
  'person.before-contact': 'a name before contact details',
  'person.from-service': 'a name from a service or team',
  'person.initial-surname': 'an initial and a surname',
  'person.sign-off': 'a sign-off on the last line',
  'person.coordinated': 'a name joined to another name',
  'person.dictionary': 'a name in the name dictionaries',
  'person.repeat': 'a name found elsewhere in the same note',
} as const satisfies Record<string, string>;

export type PhiRuleId = keyof typeof PHI_RULES;

/** "credential after a name" for a known id; the id itself for one this build does not know. */
export function describePhiRule(id: string): string {
  return Object.hasOwn(PHI_RULES, id) ? PHI_RULES[id as PhiRuleId] : id;
}
