import type { RiskLevel } from "#shared/safety";

/**
 * Crisis statements in the languages most spoken in Germany, Austria and
 * Switzerland besides German and English. The page answers in German or
 * English, but a person in crisis writes in the language they think in, and
 * must get the crisis answer all the same. These are phrases, not concepts:
 * each language has a handful of ways to say "I want to die", "I will kill
 * myself", "I cut myself" or "my husband hits me", matched on the text in
 * its own script, lower-cased, without diacritic marks that combine
 * (Arabic vowel signs) and with words separated by single spaces.
 *
 * Figures of speech that use the same words ("je meurs de faim", "me muero
 * de risa", "умираю от смеха") do not match, because the phrases need the
 * first person with a wish, an act or a means.
 */
export const OTHER_LANGUAGE_PHRASES: { lang: string; level: RiskLevel; pattern: RegExp }[] = [
  // Turkish
  {
    lang: "tr",
    level: "suicidal",
    pattern:
      /intihar|kendimi (öldür|oldur|asmak|asaca|asıca)|ölmek isti|olmek isti|yaşamak istemiyor|yasamak istemiyor|canıma kıy|canima kiy|hayatıma son|hayatima son|ölsem|keşke ölsem|artık yaşamak|yaşamanın anlamı yok/,
  },
  {
    lang: "tr",
    level: "self-harm",
    pattern: /kendimi (kes|yak|yarala)|bileklerimi kes|kollarımı kes|kollarimi kes|kendime zarar/,
  },
  {
    lang: "tr",
    level: "acute",
    pattern:
      /(bütün|butun|tüm|tum|kutu) (hap|ilaç|ilac)\S* (içtim|ictim|yuttum|aldım|aldim)|(hap|ilaç|ilac)\S* (yuttum|içtim|ictim)|köprüdeyim|kopruden atla|köprüden atla|çatıdayım|catidayim/,
  },
  {
    lang: "tr",
    level: "violence-suffered",
    pattern:
      /(kocam|eşim|esim|babam|annem|sevgilim|erkek arkadaşım|abim|ağabeyim) (beni )?(dövüyor|dovuyor|dövdü|dovdu|vuruyor|boğ|bog|tehdit)|beni (dövüyor|dovuyor|öldürmekle tehdit|oldurmekle tehdit|öldürecek|oldurecek)|tecavüz|tecavuz/,
  },
  {
    lang: "tr",
    level: "harm-others",
    pattern: /(onu|hepsini|kocamı|karımı|patronumu) öldüreceğim|(onu|hepsini) oldurecegim|öldüreceğim onu/,
  },
  // Russian / Ukrainian
  {
    lang: "ru",
    level: "suicidal",
    pattern:
      /хочу покончить|не вижу смысла жить|без меня всем будет лучше|без меня всем будет легче|броситься под поезд|спрыгнуть с|мысли о самоубийстве|думаю о самоубийстве|суицид|самоубийств|покончить с собой|покончу с собой|убить себя|убью себя|хочу умереть|не хочу жить|не хочу больше жить|лучше бы я умер|лучше бы меня не было|повеситься|повешусь|выпрыгнуть|самогубств|покінчити з собою|покінчу з собою|вбити себе|хочу померти|не хочу жити|не хочу більше жити/,
  },
  {
    lang: "ru",
    level: "self-harm",
    pattern:
      /порезал[аи]? (себе )?(руки|вены|запястья)|режу (себе )?(руки|вены)|порізал[аи]? (собі )?(руки|вени)|ріжу (собі )?руки|режу себя|порезала себя|порезал себя|резать себя|режу руки|порезы на руках|причиняю себе боль|ріжу себе|порізала себе|завдаю собі болю|селфхарм/,
  },
  {
    lang: "ru",
    level: "acute",
    pattern:
      /(выпил|выпила|наглотал|наглоталась|наглотался|проглотил|проглотила|приняла|принял) (все|всю|целую|целый|упаковку|пачку|весь)|(випила|випив|проковтнула|проковтнув) (всі|усі|цілу|всю)|сижу на крыше|я на крыше|я на мосту|прыгну сегодня|выпила все таблетки|выпил все таблетки|наглотал|наглоталась|стою на мосту|стою на крыше|сижу на крыше|випила всі таблетки|випив всі пігулки|стою на мосту|прощальн\S* (записк|лист)/,
  },
  {
    lang: "ru",
    level: "violence-suffered",
    pattern:
      /угрожает (убить|мне|зарезать)|погрожує (вбити|мені)|избил меня|ударил меня|бьёт меня|бьет меня|б є мене|(муж|отец|отчим|парень|брат|чоловік|батько|вітчим|хлопець) (меня |мене )?(бь[её]т|избивает|душит|б'є|бʼє|бьет|побил|ударил|вдарив|душить)|(бь[её]т|избивает) меня|изнасиловал|зґвалтував|угрожает убить меня|погрожує вбити/,
  },
  {
    lang: "ru",
    level: "harm-others",
    pattern:
      /хочу убить (его|её|ее|начальника|мужа|жену)|убью начальника|я (его|её|ее|их) убью|убью (его|её|ее|их)|я (його|її|їх) вб'ю|вбʼю (його|її)/,
  },
  // Polish
  {
    lang: "pl",
    level: "suicidal",
    pattern:
      /się zabić|sie zabic|myślę o samobójstwie|mysle o samobojstwie|chcę się zabić|chce sie zabic|samobój|samobojst|zabić się|zabic sie|zabiję się|zabije sie|chcę umrzeć|chce umrzec|nie chcę żyć|nie chce zyc|nie chcę już żyć|odebrać sobie życie|odebrac sobie zycie|powiesić się|powiesic sie/,
  },
  {
    lang: "pl",
    level: "self-harm",
    pattern:
      /pocięłam ręce|pocielam rece|tnę ręce|tne rece|tnę się|tne sie|ciąć się|ciac sie|okaleczam|pocięłam|pocięłam się|pocielam|samookalecz|robię sobie krzywdę|robie sobie krzywde/,
  },
  {
    lang: "pl",
    level: "acute",
    pattern:
      /(łyknęłam|łyknąłem|lyknelam|lyknalem|wzięłam|wziąłem|wzielam|wzialem|połknęłam|połknąłem) (wszystkie|całe|cale|całą)|jestem na dachu|stoję na torach|(połknęłam|połknąłem|polknelam|polknalem|wzięłam|wzięłem|wzielam) (wszystkie|całe|cale|całą|cala) (tabletki|opakowanie|leki)|stoję na moście|stoje na moscie|stoję na dachu/,
  },
  {
    lang: "pl",
    level: "violence-suffered",
    pattern:
      /(mąż|maz|ojciec|ojczym|chłopak|chlopak|partner|brat) (mnie )?(bije|pobił|pobil|dusi|kopie|uderzył|uderzyl)|bije mnie|zgwałcił|zgwalcil|grozi że mnie zabije|grozi ze mnie zabije/,
  },
  { lang: "pl", level: "harm-others", pattern: /zabiję (go|ją|ja|ich)|zabije (go|ją|ja|ich)/ },
  // Arabic / Persian
  {
    lang: "ar",
    level: "suicidal",
    pattern:
      /سأنتحر|ساأنتحر|أفكر في الانتحار|افكر في الانتحار|أريد أن أنهي حياتي|اريد ان انهي حياتي|انتحار|انتحر|أنتحر|اقتل نفسي|أقتل نفسي|قتل نفسي|اريد ان اموت|أريد أن أموت|أريد الموت|اريد الموت|لا اريد ان اعيش|لا أريد أن أعيش|لا أريد العيش|خودکشی|خودم را بکشم|خودمو بکشم|میخواهم بمیرم|می‌خواهم بمیرم|میخوام بمیرم|نمیخواهم زندگی کنم|نمی‌خواهم زندگی/,
  },
  {
    lang: "ar",
    level: "self-harm",
    pattern:
      /أجرح (يدي|يدى|ذراعي|جسمي)|اجرح (يدي|ذراعي)|بشفرة|أجرح جسدي|أجرح نفسي|اجرح نفسي|أؤذي نفسي|اؤذي نفسي|جرحت نفسي|خودزنی|خودم را زخمی/,
  },
  {
    lang: "ar",
    level: "acute",
    pattern:
      /سطح\S* .*(أقفز|اقفز|سأقفز)|(أقفز|اقفز|سأقفز) .*(الليلة|الآن|الان)|على الجسر|(بلعت|أخذت|اخذت|شربت) (كل|علبة) (الحبوب|الدواء|حبوب)|همه قرص/,
  },
  {
    lang: "ar",
    level: "violence-suffered",
    pattern:
      /هددني بالقتل|يهددني بالقتل|(زوجي|أبي|ابي|أخي|اخي|صديقي) (يضربني|ضربني|يهددني)|يضربني|اغتصب|شوهرم (مرا |منو )?(میزند|می‌زند|کتک)|منو میزنه|کتکم میزنه/,
  },
  { lang: "ar", level: "harm-others", pattern: /سأقتله|سأقتلها|ساقتله|سأقتلهم|میکشمش|می‌کشمش/ },
  // French
  {
    lang: "fr",
    level: "suicidal",
    pattern:
      /je veux en finir|j en peux plus de vivre|envie de me tuer|je vais me tuer|je pense au suicide|me suicider|suicidaire|me tuer|me donner la mort|je veux mourir|j ai envie de mourir|envie de mourir|je ne veux plus vivre|en finir avec la vie|en finir avec tout|mettre fin à mes jours|mettre fin a mes jours|me pendre|plus envie de vivre|mieux sans moi/,
  },
  {
    lang: "fr",
    level: "self-harm",
    pattern:
      /je me coupe|je me brûle|je me brule|je me scarifie|scarification|je me coupe|me couper les (bras|poignets)|je me mutile|je me fais du mal|me faire du mal/,
  },
  {
    lang: "fr",
    level: "acute",
    pattern:
      /j ai avalé|j ai avale|je vais sauter|(avalé|avale|pris) (toute la boîte|toute la boite|tous les (médicaments|medicaments|cachets)|toutes (les|mes) (pilules|médicaments))|je suis sur le pont|je suis sur le toit/,
  },
  {
    lang: "fr",
    level: "violence-suffered",
    pattern:
      /m a frappée|m a frappee|m a battue|me frappe|menace de me tuer|(mon mari|mon copain|mon père|mon pere|mon beau père|mon conjoint) (me )?(frappe|bat|a frappé|étrangle|etrangle|menace de me tuer)|il me frappe|il me bat|m a violée|m a violee|violée par/,
  },
  {
    lang: "fr",
    level: "harm-others",
    pattern: /(vais|veux|pense à|pense a|envie de) (le|la|les) tuer|je vais (le|la|les) tuer|je vais tous les tuer/,
  },
  // Spanish / Portuguese
  {
    lang: "es",
    level: "suicidal",
    pattern:
      /no quiero seguir vivi|ya no quiero viv|mejor sin mí|mejor sin mi |me voy a matar|me quiero morir|pienso en suicid|pienso en matarme|melhor sem mim|vou me matar|suicidarme|suicidio|suicidar me|matarme|quitarme la vida|quiero morir|quiero morirme|no quiero vivir|ya no quiero vivir|acabar con (todo|mi vida)|me quiero matar|ahorcarme|me mato|me matar|quero morrer|não quero viver|nao quero viver|acabar com tudo|tirar minha vida|suicidar/,
  },
  {
    lang: "es",
    level: "self-harm",
    pattern:
      /me corto los|me corté|me corte los|me corto|cortarme|me autolesiono|autolesi|me hago daño|me hago dano|me corto los brazos|me machuco|me cortar|me cortei/,
  },
  {
    lang: "es",
    level: "acute",
    pattern:
      /me tomé todas|me tome todas|me tomé toda|tomei todos|voy a saltar|vou pular|(tomé|tome|tomei) (todas las|todas as|la caja de|toda la caja) (pastillas|pastilhas|comprimidos|remedios)|estoy en el puente|estoy en la azotea|estou na ponte/,
  },
  {
    lang: "es",
    level: "violence-suffered",
    pattern:
      /me ha amenazado|me amenaza|me amenazó|me mata$|me mata |me ha pegado|me pegó|me golpeó|me bate|me ameaçou|(mi marido|mi esposo|mi novio|mi padre|mi padrastro|meu marido|meu namorado|meu pai) (me )?(pega|golpea|bate|ameaça|amenaza con matarme)|me pega|me golpea|me violó|me violo|me estupró/,
  },
  { lang: "es", level: "harm-others", pattern: /lo voy a matar|la voy a matar|los voy a matar|vou matar ele|vou matá lo/ },
  // Italian
  {
    lang: "it",
    level: "suicidal",
    pattern:
      /voglio farla finita|penso al suicidio|mi voglio uccidere|suicidarmi|suicidio|uccidermi|ammazzarmi|togliermi la vita|voglio morire|non voglio più vivere|non voglio piu vivere|farla finita|impiccarmi|mi ammazzo|mi uccido/,
  },
  { lang: "it", level: "self-harm", pattern: /mi taglio|tagliarmi|autolesion|mi faccio del male|mi procuro ferite/ },
  {
    lang: "it",
    level: "acute",
    pattern: /(preso|ingoiato) (tutte le|tutta la scatola di) (pillole|pastiglie|compresse)|sono sul ponte|sono sul tetto/,
  },
  {
    lang: "it",
    level: "violence-suffered",
    pattern:
      /(mio marito|il mio ragazzo|mio padre|il mio compagno) (mi )?(picchia|ha picchiato|minaccia di uccidermi|strangola)|mi picchia|violentata/,
  },
  { lang: "it", level: "harm-others", pattern: /lo ammazzo|lo uccido|la ammazzo|li ammazzo tutti/ },
  // Romanian
  {
    lang: "ro",
    level: "suicidal",
    pattern:
      /termin totul|vreau să termin|vreau sa termin|sinucid|să mă omor|sa ma omor|vreau să mor|vreau sa mor|nu mai vreau să trăiesc|nu mai vreau sa traiesc|să mă sinucid|sa ma sinucid|îmi iau viața|imi iau viata/,
  },
  { lang: "ro", level: "self-harm", pattern: /mă tai|ma tai pe|îmi fac rău|imi fac rau|mă autorănesc/ },
  {
    lang: "ro",
    level: "acute",
    pattern: /scrisori de adio|scrisoare de adio|frânghia|franghia|funia e|am înghițit toate|am inghitit toate/,
  },
  {
    lang: "ro",
    level: "violence-suffered",
    pattern: /(soțul|sotul|tatăl|tatal|iubitul) (mă |ma )?(bate|lovește|loveste|amenință|ameninta)|mă bate|ma bate/,
  },
  // Croatian / Serbian / Bosnian
  {
    lang: "hr",
    level: "suicidal",
    pattern:
      /samoubist|samoubojst|ubiti se|ubit ću se|ubiću se|ubicu se|ubit cu se|želim umrijeti|zelim umrijeti|želim da umrem|zelim da umrem|ne želim živjeti|ne zelim zivjeti|ne želim da živim|ne zelim da zivim|oduzeti si život/,
  },
  { lang: "hr", level: "self-harm", pattern: /režem se|rezem se|sam sebe ozlje|samoozlje|sečem se|secem se/ },
  {
    lang: "hr",
    level: "violence-suffered",
    pattern: /(muž|muz|otac|očuh|ocuh|dečko|decko) me (tuče|tuce|bije|udara|davi)|tuče me|tuce me|prijeti da će me ubiti/,
  },
  // Greek
  {
    lang: "el",
    level: "suicidal",
    pattern: /αυτοκτον|να σκοτωθώ|να σκοτωθω|θέλω να πεθάνω|θελω να πεθανω|δεν θέλω να ζω|δεν θελω να ζω|να βάλω τέλος στη ζωή/,
  },
  { lang: "el", level: "self-harm", pattern: /κόβω τον εαυτό μου|κοβω τον εαυτο μου|αυτοτραυματ/ },
  {
    lang: "el",
    level: "violence-suffered",
    pattern:
      /(ο άντρας μου|ο αντρας μου|ο πατέρας μου|ο πατερας μου|ο φίλος μου) με (χτυπάει|χτυπαει|δέρνει|δερνει)|με χτυπάει|με δέρνει/,
  },
  // Dutch
  {
    lang: "nl",
    level: "suicidal",
    pattern: /zelfmoord|mezelf (van kant|ophangen|doodmaken)|ik wil dood|ik wil niet meer leven|een einde aan mijn leven/,
  },
  { lang: "nl", level: "self-harm", pattern: /ik snijd mezelf|mezelf snijden|zelfbeschadig/ },
  { lang: "nl", level: "violence-suffered", pattern: /(mijn man|mijn vriend|mijn vader) slaat me|slaat mij/ },
  // Albanian, Hungarian, Czech, Vietnamese, Chinese, Japanese, Korean
  { lang: "sq", level: "suicidal", pattern: /vetëvras|vetevras|dua të vdes|dua te vdes|të vras veten|te vras veten/ },
  {
    lang: "hu",
    level: "suicidal",
    pattern: /öngyilkos|ongyilkos|meg akarok halni|megölöm magam|megolom magam|nem akarok élni|nem akarok elni/,
  },
  { lang: "cs", level: "suicidal", pattern: /sebevražd|sebevrazd|zabít se|zabit se|chci umřít|chci umrit|nechci žít|nechci zit/ },
  { lang: "vi", level: "suicidal", pattern: /tự tử|muốn chết|muon chet|không muốn sống|khong muon song|tự sát/ },
  { lang: "zh", level: "suicidal", pattern: /自杀|自殺|想死|不想活|轻生|輕生|結束生命|结束生命/ },
  { lang: "ja", level: "suicidal", pattern: /自殺|死にたい|消えたい|生きていたくない|自死/ },
  { lang: "ko", level: "suicidal", pattern: /자살|죽고 싶|살고 싶지 않/ },
  { lang: "zh", level: "self-harm", pattern: /自残|自殘|割腕|リストカット|自傷|자해/ },
];

/** The phrases that match; `plain` as produced by normalizeMessage. */
export function otherLanguageRisks(plain: string): { level: RiskLevel; lang: string }[] {
  const hits: { level: RiskLevel; lang: string }[] = [];
  for (const { lang, level, pattern } of OTHER_LANGUAGE_PHRASES) if (pattern.test(plain)) hits.push({ level, lang });
  return hits;
}
