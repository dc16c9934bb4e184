// Words that frame a person in letters, e-mails and portal messages: a greeting opens with the reader's
// name ("Hi Anna,", "Dear Tomasz"), a closing ends with the writer's ("Thanks,\nBob", "Cheers, Liam"), and a
// writer introduces themself ("I'm Ruth's husband", "this is Marisol"). Lower case, one space inside.

/** Greetings before the reader's name. */
export const GREETINGS: readonly string[] = ['hi', 'hello', 'hey', 'hiya', 'dear', 'good morning', 'good afternoon', 'good evening', 'morning', 'greetings'];

/** Closings before the writer's name, inline ("Thanks, Bob") or on the next line. */
export const CLOSINGS: readonly string[] = [
  'thanks', 'thank you', 'thanks so much', 'thanks again', 'many thanks', 'with thanks', 'cheers', 'regards', 'kind regards',
  'best regards', 'warm regards', 'warmest regards', 'best', 'best wishes', 'with best wishes', 'all the best', 'sincerely',
  'yours sincerely', 'sincerely yours', 'yours truly', 'yours faithfully', 'respectfully', 'love', 'take care', 'warmly',
  'kindest regards', 'with kind regards', 'with best regards', 'warm wishes',
  // New Zealand letters close in te reo Maori ("Nga mihi", "Na", "Noho ora mai").
  'nga mihi', 'ngā mihi', 'nga mihi nui', 'noho ora mai', 'mauri ora',
];

/** Phrases a writer or caller introduces themself with. */
export const SELF_INTRODUCTIONS: readonly string[] = ["i'm", 'i am', 'this is', "it's", 'call me', 'calls me', 'called me', "name's"];

/** Words after a greeting that address a group or a role, not a person ("Hi team", "Dear colleague"). */
export const ADDRESSED_GROUPS: readonly string[] = [
  'team', 'all', 'everyone', 'everybody', 'there', 'folks', 'colleague', 'colleagues', 'sir', 'madam', 'sirs', 'doctor',
  'doctors', 'nurse', 'nurses', 'friend', 'friends', 'patient', 'patients', 'family', 'again', 'guys',
];

/** Words that open what a writer says to the reader after naming them ("Bob, can you ...", "Anna, thanks ..."). */
export const TURNS_TO_READER: readonly string[] = [
  'can', 'could', 'would', 'will', 'please', 'i', "i'm", "i've", "i'll", 'we', 'you', "you're", 'thanks', 'thank', 'just',
  'do', 'did', 'are', 'have', 'sorry', 'hope', 'how', 'what', 'when', 'where', 'why', 'remember', "don't", "let's", 'listen',
  'look', 'good', 'great', 'welcome',
];

/** Verbs that attribute quoted speech to its speaker ("…," says Ilse.). */
export const SPEECH_VERBS: readonly string[] = [
  'says', 'said', 'asks', 'asked', 'adds', 'added', 'explains', 'explained', 'replies', 'replied', 'tells', 'told', 'shouts',
  'shouted', 'writes', 'wrote', 'recalls', 'recalled', 'continues', 'continued',
];
