// Well-known US hospitals and health systems referred to by name alone ("seen at Johns Hopkins", "Cedars-
// Sinai", "UCSF"), written from general knowledge for this engine. Lower-cased keys; matched on word
// boundaries over capitalised runs or acronyms in institutions.ts.
export const KNOWN_HOSPITALS: ReadonlySet<string> = new Set(
  (
    'johns hopkins|johns hopkins hospital|mayo clinic|mayo|cleveland clinic|mass general|massachusetts general|' +
    'mgh|brigham and women\'s|brigham|beth israel|beth israel deaconess|bidmc|dana-farber|dana farber|' +
    'boston children\'s|children\'s hospital of philadelphia|penn medicine|upenn|jefferson|' +
    'mount sinai|mt. sinai|mt sinai|cedars-sinai|cedars sinai|cedar sinai|cedar-sinai|ny presbyterian|' +
    'ny-presbyterian|new york presbyterian|newyork-presbyterian|new york-presbyterian|nyu langone|nyu langone health|nyu|' +
    'memorial sloan kettering|sloan kettering|mskcc|md anderson|m.d. anderson|ucsf|ucla|ucla health|' +
    'ucsd|uc davis|uc irvine|stanford|stanford health|stanford health care|stanford medicine|kaiser|' +
    'kaiser permanente|sutter|sutter health|intermountain|geisinger|ochsner|baylor|' +
    'baylor scott & white|baylor scott and white|houston methodist|methodist|texas children\'s|' +
    'ut southwestern|parkland|emory|grady|duke|duke health|unc|vanderbilt|vumc|northwestern|' +
    'northwestern medicine|lurie|university of chicago medicine|upmc|allegheny|henry ford|beaumont|' +
    'michigan medicine|st. jude|st jude|barnes-jewish|bjc|wash u|washu|froedtert|' +
    'atrium|atrium health|novant|wakemed|sentara|inova|medstar|georgetown|hopkins|christiana|' +
    'hackensack|hackensack meridian|montefiore|bellevue|lenox hill|weill cornell|columbia presbyterian|' +
    'yale new haven|yale-new haven|hartford hospital|lahey|tufts|tufts medical|umass memorial|' +
    'dartmouth-hitchcock|dartmouth hitchcock|uwmc|harborview|virginia mason|ohsu|' +
    'banner health|honorhealth|scripps|loma linda|hoag|city of hope|jackson memorial|' +
    'tampa general|moffitt|baptist health|adventhealth|orlando health|shands|uf health|' +
    'sf general|zuckerberg san francisco general|la county|lac+usc|keck|keck medicine|ucla med|' +
    'va medical center|walter reed|brooke army|tripler|osf|spectrum health|corewell|avera|' +
    'essentia|allina|fairview|hennepin|abbott northwestern|carle|osu wexner|wexner|nationwide children\'s|' +
    'cincinnati children\'s|iu health|st. vincent\'s|st vincent\'s'
  ).split('|'),
);
