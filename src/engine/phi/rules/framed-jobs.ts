// PROFESSION: a job no list holds, told in the frame that says it is work, before an employer closed by a firm's word
// (fix22c): "PT IS A ROOF BOLTER AT X MINE", "she is a blackjack dealer at X Casino", "47 yo roof bolter at X Mining".
// job-employers.ts's framedEmployer reads the frame (a verb of being and its article, or an age and sex) and tags the
// employer; the words between the frame and the preposition are the job when their head has the shape of a person's
// work noun in English (an agent noun in -er, -or or -ist, or a compound in -man, -woman, -hand, -wright or -smith) and
// is no relative, no state of a person ("smoker", "member", "survivor"), no clinician and no word of a family's favour.
import { push, type Candidate } from '../core/scan';
import { TIER } from '../core/tiers';
import type { WordClasses } from '../core/tokens';
import { CLINICIAN_ENDING, CLINICIAN_ROLES } from '../vocab/occupation-words';
import { KIN } from './note-people-context';
import { employerEnd } from './job-employers';
import { PASTIME } from './profession';

/** The job words at the clause's end after a verb of being and its article, or after an age and sex. */
const JOB_FRAME = /(?:\b(?:is|was|am|i['’]?m)[ \t]{1,2}an?[ \t]{1,2}((?:[\p{L}-]+[ \t]{1,2}){0,2}[\p{L}-]+)|\b\d{1,3}[ \t]?(?:yo|y\/o|m|f)[ \t]{1,2}((?:[\p{L}-]+[ \t]{1,2})?[\p{L}-]+))[ \t]*$/iu;
/** The shape of a person's work noun in English: an agent noun, or a compound of a worker's word. */
const AGENT_HEAD = /(?:[a-z]{3}(?:er|or|ist)|[a-z](?:man|woman|men|hand|wright|smith))$/;
/** Agent nouns that say what a person is or does outside work: habits, states, ties and visits (general English). */
const NOT_WORK = new Set([
  'smoker', 'nonsmoker', 'non-smoker', 'drinker', 'user', 'abuser', 'member', 'customer', 'client', 'visitor', 'survivor', 'sufferer',
  'partner', 'passenger', 'neighbor', 'neighbour', 'foreigner', 'stranger', 'teenager', 'toddler', 'beginner', 'newcomer', 'other',
  'caregiver', 'caretaker', 'volunteer', 'supporter', 'follower', 'believer', 'donor', 'carrier', 'transfer', 'monitor', 'letter',
  'order', 'number', 'factor', 'marker', 'candidate', 'minor', 'junior', 'senior', 'former', 'freshman', 'sophomore', 'chairman',
  'gentleman', 'woman', 'man', 'layman', 'tumor', 'tumour', 'barrier', 'border', 'boarder', 'lodger', 'tenant', 'sponsor', 'mentor',
  'prisoner', 'detainee', 'parishioner', 'worshipper', 'spectator', 'competitor', 'fan', 'admirer', 'resident',
  // A sport or pastime's doer: "a cyclist with X Wheelers", "a golfer at X Golf Club".
  'cyclist', 'runner', 'jogger', 'swimmer', 'golfer', 'bowler', 'hiker', 'climber', 'skier', 'surfer', 'rower', 'angler', 'birdwatcher',
]);
/** Words before the job that time it, not part of it: "is a retired roof bolter". */
const TIME_WORDS = new Set(['retired', 'former', 'current', 'currently', 'previously', 'formerly', 'now', 'part-time', 'full-time']);

/** How far back the frame may start, within the clause: a full stop, a semicolon or a line's end closes it. */
const FRAME_WINDOW = 50;
/** ".", ";" and "\n", by code. */
const CLAUSE_END: ReadonlySet<number> = new Set([46, 59, 10]);

/**
 * The job in the frame that ends the clause before the preposition at `prep`, when a name follows it (`nameAt`): in
 * Title case or capitals, of two words or one no English list holds, as employerEnd (job-employers.ts) reads a name.
 */
export function framedJob(text: string, prep: number, nameAt: number, wc: WordClasses, out: Candidate[]): void {
  // The name's capital first: most prepositions of a note are followed by a small letter, and then the clause is not read.
  if (!/^\p{Lu}/u.test(text.charAt(nameAt))) return;
  const from = Math.max(0, prep - FRAME_WINDOW);
  let p = prep;
  while (p > from && !CLAUSE_END.has(text.charCodeAt(p - 1))) p--;
  const clause = text.slice(p, prep);
  const m = JOB_FRAME.exec(clause);
  if (!m) return;
  const end0 = employerEnd(text, nameAt, wc);
  if (end0 < 0) return;
  const named = text.slice(nameAt, end0).toLowerCase().split(/[ \t]+/);
  if (named.length < 2 && (wc.isEnglish(named[0]!) || wc.isKnownName(named[0]!))) return;
  const phrase = (m[1] ?? m[2])!;
  let start = p + m.index + m[0].lastIndexOf(phrase);
  const words = phrase.split(/[ \t]+/);
  while (words.length > 1 && TIME_WORDS.has(words[0]!.toLowerCase())) {
    start = text.indexOf(words[1]!, start + words[0]!.length);
    words.shift();
  }
  const lows = words.map((w) => w.toLowerCase());
  const head = lows.at(-1)!;
  if (!AGENT_HEAD.test(head) || NOT_WORK.has(head) || KIN.has(head) || CLINICIAN_ROLES.has(head) || CLINICIAN_ENDING.test(head)) return;
  if (lows.some((w) => w.length < 2 || wc.isStop(w) || wc.isClinical(w) || TIME_WORDS.has(w) || PASTIME.has(w))) return;
  const end = start + words.join(' ').length;
  if (text.slice(start, end).replace(/[ \t]+/g, ' ') !== words.join(' ')) return;
  push(out, start, end, 'PROFESSION', TIER.occupation);
}
