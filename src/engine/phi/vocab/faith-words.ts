// Faiths, churches and their followers as notes name them in a social or spiritual history ("Amish", "Mormon",
// "Christian Scientist", "Jehovah's Witness", "Seventh-day Adventist"), written whole from general knowledge, not from
// any corpus's words (hardneg23). Read by core/faith-guard.ts.

/** A follower's or a faith's word of its own, which is no given name or surname in common use. */
export const FAITH_WORDS: ReadonlySet<string> = new Set(
  ('amish mennonite mennonites hutterite hutterites quaker quakers mormon mormons catholic catholics baptist baptists ' +
    'methodist methodists lutheran lutherans presbyterian presbyterians anglican anglicans episcopalian episcopalians ' +
    'pentecostal pentecostals adventist adventists evangelical evangelicals protestant protestants orthodox muslim ' +
    'muslims moslem islamic jewish hindu hindus sikh sikhs buddhist buddhists jain jains rastafarian rastafari bahai ' +
    'baha\'i zoroastrian parsi taoist shinto wiccan pagan atheist agnostic unitarian calvinist coptic maronite druze ' +
    'sunni shia shiite ismaili ahmadi ahmadiyya hasidic chasidic haredi').split(' '),
);

/** Faiths named in two words or more, one of which is also a name ("Christian", "Scientist", "Witness", "Saint"). */
export const FAITH_PHRASES: readonly string[] = [
  'christian scientist', 'christian scientists', 'christian science', 'jehovah\'s witness', 'jehovah\'s witnesses',
  'jehovahs witness', 'jehovah witness', 'latter-day saint', 'latter-day saints', 'latter day saints', 'seventh-day adventist',
  'seventh day adventist', 'church of christ', 'church of england', 'church of scotland', 'salvation army',
  'greek orthodox', 'russian orthodox', 'coptic christian', 'born-again christian', 'born again christian',
];
