// Common given names, written for this engine: US/UK names plus frequent Hispanic, European, African,
// South and East Asian names. Lower-cased. Names that are also ordinary words ("Will", "Grace", "Hope")
// are in WORDLIKE_GIVEN_NAMES and need a surname after them to count.

export const GIVEN_NAMES: ReadonlySet<string> = new Set(
  (
    'james john robert michael william david richard joseph thomas charles christopher daniel matthew anthony ' +
    'donald steven paul andrew joshua kenneth kevin brian george edward ronald timothy jason jeffrey ryan jacob ' +
    'gary nicholas eric jonathan stephen larry justin scott brandon benjamin samuel gregory alexander patrick ' +
    'raymond jack dennis jerry tyler aaron jose adam henry nathan douglas zachary peter kyle walter ethan jeremy ' +
    'harold keith christian roger noah gerald carl terry sean austin arthur lawrence jesse dylan bryan joe jordan ' +
    'billy bruce albert willie gabriel logan alan juan wayne roy ralph randy eugene vincent russell elijah louis ' +
    'bobby philip johnny liam oliver lucas mason harry charlie oscar leo theodore hugo felix victor martin ' +
    'johnathan jonathon jon steve mike dave tom tony jim jimmy danny ben sam nick alex andy greg matt chris ' +
    'rick ricky ron don ted fred howard frederick leonard stanley herbert clarence ernest francis marcus ' +
    'mary patricia jennifer linda elizabeth barbara susan jessica sarah karen lisa nancy betty margaret sandra ' +
    'ashley kimberly emily donna michelle carol amanda dorothy melissa deborah stephanie rebecca sharon laura ' +
    'cynthia kathleen amy angela shirley anna brenda pamela emma nicole helen samantha katherine christine ' +
    'debra rachel carolyn janet catherine maria heather diane julie joyce victoria kelly christina lauren joan ' +
    'evelyn olivia judith megan cheryl martha andrea frances hannah jacqueline ann gloria jean kathryn alice ' +
    'teresa sara janice doris madison julia judy abigail marie denise beverly amber theresa marilyn danielle ' +
    'diana brittany natalie sophia isabella charlotte mia amelia harper ella chloe zoe lily emilia ava ' +
    'susie sue kate katie liz beth jenny jen becky annie ellen eleanor louise edna ethel mildred ruth irene ' +
    'lillian lois peggy wendy tammy tina tracy vanessa monica erica erin allison alison kristen kristin ' +
    'leslie lindsay lindsey courtney caroline claire clara sofia valentina camila lucia elena ana isabel ' +
    'carmen rosa juana guadalupe luis carlos miguel jorge pedro manuel francisco antonio javier diego ' +
    'alejandro fernando ricardo eduardo sergio rafael roberto andres pablo raul ramon enrique alberto ' +
    'marco giovanni giuseppe luca matteo francesco alessandro lorenzo giulia chiara francesca sofie ' +
    'pierre jacques jean-pierre francois louis nicolas julien camille manon lea chloe ' +
    'hans klaus jurgen wolfgang stefan thomas lukas jonas anna katharina sabine ursula monika petra ' +
    'lars erik anders johan nils sven ingrid astrid sigrid karin annika maja ' +
    'ivan dmitri sergei vladimir nikolai alexei olga natasha tatiana svetlana irina ekaterina anastasia ' +
    'piotr pawel krzysztof tomasz marek agnieszka katarzyna malgorzata joanna magdalena zuzana jana ' +
    'mohammed muhammad mohamed ahmed ali omar hassan hussein ibrahim yusuf khalid abdul fatima aisha ' +
    'mariam zainab layla leila amina nadia samira yasmin ' +
    'raj rajesh ravi amit anil sunil vijay arjun rahul sanjay priya anjali sunita pooja neha deepa lakshmi ' +
    'wei jing li ming hui yan xin hao jun lei chen mei ling hiroshi takashi kenji yuki haruto sakura yui ' +
    'min-jun seo-yeon ji-woo hyun kwame kofi ama chidi emeka ngozi oluwaseun adebayo chinedu thabo ' +
    'sipho nomvula jamal darnell tyrone deshawn latoya keisha tanisha shanice imani aaliyah ' +
    // More common US/UK given names and short forms.
    'jane janet janie sally sallie claudia annette timmy tim tommy jake jacob dianne diane lynn lynne jenna ' +
    'carla carl jared alexandra alexis angelina beatrice bernice bonnie brooke caitlin candace carrie cassandra ' +
    'cecilia colleen connie constance daisy darlene deanna debbie delores dolores eileen elaine elise eloise ' +
    'erika esther eva fiona gail genevieve georgia geraldine gina gretchen gwendolyn harriet hazel heidi ' +
    'hilda ida ingrid irma isabelle jacqueline jeanette jeanne jill jo joanne jocelyn josephine juanita ' +
    'kara karla kathy katrina kay kendra kristina kristy lana laurie leah lena lila lillie lorraine lucille ' +
    'lucy mabel madeline mae marcia margaret margie marian marianne marjorie marlene maureen maxine melanie ' +
    'melinda meredith michele miranda miriam molly muriel myrtle nadine naomi nellie nina nora norma olga ' +
    'paula pauline penny phyllis priscilla rachael ramona regina renee rhonda rita roberta robin rosemary ' +
    'roxanne sabrina shannon sheila shelby shelly sherry sonia sonya stella sylvia tamara tanya tara thelma ' +
    'tiffany toni tonya valerie vera veronica vicki vickie viola virginia wanda yolanda yvonne ' +
    'abraham alfred allen alvin andre angel antonio archie barry bernard bert blake brad bradley brendan ' +
    'brett calvin cameron casey cecil cedric chad chester clayton clifford clinton clyde cody colin cory ' +
    'curtis dallas damon darrell darren darryl dean derek derrick desmond dominic duane dustin dwayne dwight ' +
    'earl edgar edwin elmer elliott emmett erik ernesto everett floyd forrest franklin gabe gavin geoffrey ' +
    'gilbert glenn gordon graham grant harvey hector herman homer horace hubert ian isaac ivan jacob jared ' +
    'johnathon bob rob robbie bobbie jasper jeff jeffery jerome jesus jody joel jonah josh julian julius karl kent kurt lance lee leon leroy ' +
    'lester lewis lloyd lonnie lorenzo luke lyle malcolm marc mario marshall marvin maurice melvin miles ' +
    'milton mitchell morris neil nelson noel norman oliver omar orlando otis owen pete preston quentin ' +
    'randall randolph ray reginald rex rodney roland ross ruben rudy salvador seth shane shaun sidney simon ' +
    'spencer stuart sylvester terrence theo toby tracy travis trevor troy tyrone vernon wade wallace ' +
    'warren wesley wilbur willard winston zach zack'
  )
    .split(/\s+/)
    .filter((n) => n.length > 0),
);

/** Given names that are everyday words or months: never a name on their own. */
export const WORDLIKE_GIVEN_NAMES: ReadonlySet<string> = new Set([
  'will', 'mark', 'grace', 'hope', 'faith', 'joy', 'bill', 'frank', 'rose', 'art', 'guy', 'max', 'may', 'june',
  'april', 'august', 'dawn', 'summer', 'iris', 'ruby', 'pearl', 'amber', 'crystal', 'dale', 'glen', 'rod', 'pat',
  'sandy', 'cliff', 'drew', 'gene', 'lily', 'holly', 'ivy', 'jack', 'chase', 'hunter', 'mason', 'cooper',
  'parker', 'carter', 'taylor', 'jordan', 'austin', 'madison', 'charlotte', 'victoria', 'christian', 'harper',
  'logan', 'li', 'jean', 'ann', 'sue', 'don', 'ben', 'sam', 'jim', 'joe', 'tom', 'ted', 'ron', 'roy', 'wayne',
  'lucas', 'louis', 'francis', 'martin', 'russell', 'douglas', 'howard', 'leonard', 'stanley', 'herbert',
  'clarence', 'ernest', 'lei', 'min', 'ming', 'hao', 'jun', 'yan', 'ali', 'ama', 'amy', 'eric', 'lea', 'mia',
  'ella', 'ava', 'ana', 'jan', 'chen', 'wei', 'jing', 'mei', 'hui', 'xin', 'ling', 'bruce', 'morgan', 'kelly',
]);
