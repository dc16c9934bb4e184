// The word classes the assertion triggers are built from (src/nlp/assertion-triggers.ts): relatives,
// counts, times long enough ago to make a finding history, possessives.

export const RELATIVE = String.raw`(?:mother|father|mom|dad|parents?|brothers?|sisters?|siblings?|sons?|daughters?|aunts?|uncles?|cousins?|grandmother|grandfather|grandparents?|grandma|grandpa|niece|nephew|twin|wife|husband|spouse|partner|maternal (?:aunt|uncle|grandmother|grandfather|cousin)|paternal (?:aunt|uncle|grandmother|grandfather|cousin)|(?:first|second)[- ]degree relatives?|relatives?)`;
// Who or how many of them: "in both grandparents", "in two of her sisters", "in a first-degree relative".
export const RELATIVE_DETERMINER = String.raw`(?:(?:a|an|his|her|their|the|both|two|three|several|multiple|many|one|all|some)(?: of)? )*`;
/** A count as digits or words ("3", "three", "a few"). */
export const COUNT = String.raw`(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|many|several|a few|a couple of)`;
/** Times long enough ago to make a finding history ("in 2015", "as a teenager", "3 years ago", "at age 12"). */
export const LONG_AGO: readonly string[] = [
  `(?:${COUNT} )?(?:years?|months?|decades?) (?:ago|earlier|before)`,
  String.raw`at (?:the )?age (?:of )?\d+`,
  '(?:in|during) (?:her|a|the|each) (?:first|second|third|fourth|prior|previous|last|earlier|other) pregnanc(?:y|ies)',
  '(?:last|this past) (?:year|spring|summer|fall|autumn|winter)',
  'as an? (?:child|kid|teen|teenager|adolescent|toddler|infant|baby|young (?:man|woman|adult))',
  '(?:in|during) (?:early |late )?(?:childhood|infancy|adolescence)',
  'in (?:his|her|their) (?:childhood|youth|teens|twenties|thirties|forties|fifties|sixties|\\d0s)',
  'in (?:19|20)\\d\\d',
  String.raw`in (?:(?:early|mid|late) )?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?: of)?,? (?:19|20)\d\d`,
  String.raw`in \d{1,2}/(?:\d{1,2}/)?(?:19|20)?\d\d`,
  // More than two weeks ago is history (ConText's line).
  String.raw`(?:three|four|five|six|seven|eight|several|many|a few|\d\d|[3-9]) weeks? (?:ago|earlier|before)`,
];
export const POSSESSIVE = String.raw`(?:his|her|their|the patient's|patient's|pt's)`;
