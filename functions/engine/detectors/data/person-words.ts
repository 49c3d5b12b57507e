/**
 * Word lists of the PERSON detector (../person/, read in ../person/lexicon.ts): the words that veto, open or end a name, and the surname
 * endings. Packed by `npm run pack-data` (bin/pack-data.ts) as the `person-words` table
 * (functions/engine/data/tables.ts), each list a string of words separated by single spaces here and an array
 * of the same words, in the same order, in the table: kept out of the bundle like the name lexicons.
 */
export const PERSON_WORDS = {
  /**
   * First names of the lexicons that are also a common English word or a month (`Will`, `May`, `Grant`, `Bill`,
   * …): they never start a name by themselves, and still count after a title or with a surname that is not
   * itself a common word.
   */
  ambiguous:
    'will may june april august bill grant mark art faith hope joy grace rose lily iris ivy daisy dawn ' +
    'summer autumn winter sunny rich rob bob pat sue sterling ray chase drew dean hunter carter mason ' +
    'cash penny ruby amber crystal jade pearl violet hazel olive sky river rain star page lane gay ' +
    'major king prince earl baron duke don jack jimmy bud buck rusty dusty sandy candy honey sugar ' +
    'christian angel guy frank noble pierce royal sage young wade wood woody norm job ward van ' +
    'an ali al ben tom sam will so the she he may bee ed do else eve gene gil ken kim kit lee ' +
    'max may mo ned nick ron sal val vic wes china india georgia virginia carolina florida ' +
    'paris sydney austin dallas houston brooklyn phoenix jordan london rod tim ann lou dot ' +
    'harmony melody misty stormy willow hollie holly heather heath fern flora dale glen clay ' +
    'cliff rock stone baker miles price hardy spring chance liberty justice trinity destiny ' +
    'florence victoria savannah augusta helena lincoln raleigh orlando salem chelsea ' +
    // Titles and ranks ('The Princess Royal', 'Lady Justice').
    'monte princess queen lady lord countess duchess marquis viscount dame knight bishop pope saint ' +
    'sunday monday tuesday friday saturday my his her our your their this that these those fax tel desk phone mobile email ' +
    // Lexicon entries seen as ordinary lower-case words (3+ times) in the English README files under
    // node_modules, minus real names used as package names: a data-driven list of "also a common word".
    'ab abe ad ade al ami any arch bab bail bank bar base bat bea bee boot brand bree brew cad camel car care carry case ced ceil chance cher conn cookie cross curr cy de deb dee del deny dev dom don dot dur early eb eba ed eda edd ede else elva em ev even fae fair fan fancy far fee field fields free gage gates grant gray had happy harmony haven hi hope isa jack job kit land law lib link lock lucky mac major man mark max may meta miles min minor my nan nick page pascal pat perl pip port price ram rand read red reg rich row ruby sam say see shell sig skip star tab temp town trace uri val vite wait waiter walker ward wat way web west will win worth worthy',

  /** Words that open a capitalised run without being part of a name (sentence starts, determiners, …). */
  runOpeners:
    'the a an my our your his her their its this that these those there here when where what why how who which ' +
    'if in on at to for from with by of and or but so as is are was were be been not no yes please thanks thank ' +
    'dear hi hello hey new old good great best first last next all some any every each many most more other ' +
    'north south east west northern southern eastern western central upper lower saint st san santa los las el la le de des du van von mount lake ' +
    'fort port new big little grand royal national international united general public private free open ' +
    'use using see read note warning error example default type get set run build test add remove update create ' +
    'make install config data file user users server client api app web mobile cloud service services ' +
    'january february march april may june july august september october november december ' +
    'monday tuesday wednesday thursday friday saturday sunday copyright license licensed author authors ' +
    'maintainer maintainers contributor contributors credits thanks hello amazon ' +
    // German prepositions of time, capitalised at a sentence's start (`Seit Mai …`).
    'seit bis ab ' +
    // Greetings, salutations and titles of German, French, Spanish, Portuguese, Italian and Dutch (`Olá João Silva`,
    // `Frau Schneider`: the title is no part of the name).
    'olá hola hallo bonjour bonsoir ciao salut buongiorno buenos buenas guten liebe lieber estimado estimada ' +
    'estimados gentile beste geachte prezado prezada querido querida cher chère frau herr madame monsieur ' +
    'mademoiselle señor señora sr sra srta signor signora sig dott meneer mevrouw',

  /** Capitalised words that are never a surname after a first name ("Will Street", "Grace Hospital"). */
  notSurname:
    'street st avenue ave road rd lane drive dr boulevard blvd court way place hospital school ' +
    'university college inc llc ltd corp company bank church the and of for on in at to from with ' +
    'i a an is was are monday tuesday wednesday thursday friday saturday sunday january february march ' +
    'april may june july august september october november december orchestra investments agency union ' +
    'village park parks square tower center centre group partners associates foundation institute hall ' +
    'museum station airport bridge river lake mountain hill heights gardens estate fort bay beach city ' +
    'county valley north south east west apt suite loop crossing terrace trail highway route research ' +
    'flat flats cliffs cliff mill mills port ports shores springs view ville wells ' +
    'movers services solutions systems technologies labs consulting logistics ventures holdings industries ' +
    'enterprises studios media insurance motors gmbh plc',

  /**
   * Surname endings that are rare in ordinary words: Slavic (-ov, -ova, -ev, -eva, -ski, -ska, -sky, -cki,
   * -czyk, -wicz, -vić, -enko, -uk), Nordic (-son, -sen, -sson, -dóttir, -dottir), Georgian (-shvili, -dze),
   * Armenian (-yan, -ian), Greek (-opoulos, -idis, -akis), Romanian (-escu), Hungarian (-ffy), Spanish/Portuguese
   * patronymics (-ez, -es after a vowel + z/s is too broad: only -ez), Turkish (-oğlu) and Basque (-etxea).
   */
  surnameSuffixes:
    'ov ova ev eva ski ska sky skaya cki cka czyk wicz vić vic ić enko chuk son sen sson dóttir dottir shvili dze yan ian ' +
    'opoulos idis akis escu ffy ez oğlu oglu ová ský ská ovich evich ovna evna',

  /** Lower-case words that end a lower-case name run. */
  notNameWord:
    'and or but so to in on at for from with by of the a an is are was were be i me my you your he she it we they ' +
    'his her its our their this that as if then than when who what where why how not no yes please thanks here ' +
    'there now today just also too very all any some one two three speak yet',

  /** Words before a colon at a line start that are field labels (`Note:`, `Phone:`), not dialogue speakers. */
  notSpeaker:
    'note notes warning warnings tip tips info important caution danger example examples output input result ' +
    'results answer answers question questions user assistant system bot human ai agent customer support admin ' +
    'date time name phone mobile desk fax email address website subject from to cc bcc re fwd title summary ' +
    'description usage returns return type default error errors status step steps source sources update edit ' +
    'todo fixme hint hints solution problem reason response request reply comment comments remark',
};
