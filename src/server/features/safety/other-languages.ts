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

  // --- The same languages, second round: passive wishes and being a burden, preparations and
  // acts in progress, self-harm with its tools, control and confinement at home, and threats that
  // name a method. Written from how people say these things, not from test messages.
  {
    lang: "tr",
    level: "suicidal",
    pattern:
      /keşke (hiç )?doğmasaydım|keske (hic )?dogmasaydim|keşke (bir daha )?uyanmasam|keske (bir daha )?uyanmasam|bensiz daha (iyi|mutlu|rahat)|herkes bensiz|yük oluyorum|yuk oluyorum|her şeyi bitirmek isti|her seyi bitirmek isti|kendimi asaca|ölümü düşünüyorum|olumu dusunuyorum|hayatımı bitir|hayatimi bitir|yaşamak için (hiçbir )?sebebim yok/,
  },
  {
    lang: "tr",
    level: "self-harm",
    pattern:
      /jiletle (kes|kol|bilek|bacak)|(kollarımı|kollarimi|bileğimi|bilegimi|bacaklarımı|bacaklarimi) (jiletle |bıçakla |bicakla )?kes|kendimi (kesiyorum|yakıyorum|yakiyorum)/,
  },
  {
    lang: "tr",
    level: "acute",
    pattern:
      /bu gece (her şeyi|her seyi) bitir|bu gece (hayatıma|hayatima) son ver|veda mektub|intihar mektub|ipi (hazırladım|hazirladim|bağladım|bagladim|astım|astim)|raylardayım|raylardayim|köprünün (üstündeyim|ustundeyim)/,
  },
  {
    lang: "tr",
    level: "violence-suffered",
    pattern:
      /beni (eve )?(kilitliyor|kapatıyor|kapatiyor)|beni bıçakla tehdit|beni bicakla tehdit|kocam beni (itiyor|tekmeliyor)/,
  },
  {
    lang: "tr",
    level: "harm-others",
    pattern:
      /(onu|onları|onlari|hepsini|patronumu|kocamı|kocami|karımı|karimi) (öldüreceğim|oldurecegim|bıçaklayacağım|bicaklayacagim|zehirleyeceğim|zehirleyecegim)/,
  },
  {
    lang: "ru",
    level: "suicidal",
    pattern:
      /не хочу просыпаться|заснуть и не проснуться|лучше бы я не проснул|не хочу прокидатися|заснути і не прокинутися|я обуза|я для всех обуза|я тягар|всім буде легше без мене|всем будет легче без меня|свести сч[её]ты с жизнью|звести рахунки з життям|наложить на себя руки|накласти на себе руки|уйти из жизни|піти з життя|покончить со всем|покінчити з усім|жить не хочется|жити не хочеться|незачем жить|нема сенсу жити|нет смысла жить|думаю о смерти|думаю про смерть/,
  },
  {
    lang: "ru",
    level: "self-harm",
    pattern:
      /(режу|порезал\S*|ріжу|порізал\S*|резать) .{0,30}(бритв|лезви|лез)|жгу себя|палю себе|прижигаю (себя|руки|кожу)|порезы на (руках|ногах|бедрах)|порізи на (руках|ногах)|шрамы на руках|ковыряю раны до крови/,
  },
  {
    lang: "ru",
    level: "acute",
    pattern:
      /сегодня ночью (я )?(покончу с собой|вс[её] закончу)|сьогодні вночі (я )?(покінчу|все закінчу|піду назавжди)|прощальное письмо|прощальний лист|петля (уже )?(готова|висит)|стою на краю|я на рельсах|стою на рельсах|стою на путях/,
  },
  {
    lang: "ru",
    level: "violence-suffered",
    pattern:
      /запирает меня|замикає мене|не выпускает (меня )?из дома|не випускає (мене )?з дому|угрожает мне ножом|погрожує мені ножем/,
  },
  {
    lang: "ru",
    level: "harm-others",
    pattern: /зарежу (его|е[её]|их)|прирежу|отравлю (его|е[её]|их)|отрую (його|її|їх)|вб ю (його|її|їх)/,
  },
  {
    lang: "pl",
    level: "suicidal",
    pattern:
      /obym się nie obudził|obym sie nie obudzil|żebym się (już )?nie obudził|zebym sie (juz )?nie obudzil|nie chcę się (już )?obudzić|nie chce sie (juz )?obudzic|(wszystkim|wszyscy) (będzie|bedzie|byłoby|byloby|byliby) lepiej beze mnie|jestem (tylko )?ciężarem|jestem (tylko )?ciezarem|skończyć ze sobą|skonczyc ze soba|skończę ze sobą|skoncze ze soba|skończyć z tym wszystkim|skonczyc z tym wszystkim|nie ma sensu żyć|nie ma sensu zyc|zniknąć na zawsze|zniknac na zawsze|myślę o śmierci|mysle o smierci/,
  },
  {
    lang: "pl",
    level: "self-harm",
    pattern:
      /(tnę|tne|ciąć|ciac|pocięł\S*|pociel\S*|pociąłem|pocialem) .{0,30}(żylet|zylet|ręce|rece|nadgarst|uda|nogi)|przypalam (się|sie)|okaleczam/,
  },
  {
    lang: "pl",
    level: "acute",
    pattern:
      /dziś w nocy to zrobię|dzis w nocy to zrobie|dziś w nocy (skończę|zakończę) z tym|dzis w nocy (skoncze|zakoncze) z tym|list(y)? pożegnaln|list(y)? pozegnaln|sznur (jest )?gotowy|pętla (wisi|gotowa)|petla (wisi|gotowa)|jestem na torach|stoję na krawędzi|stoje na krawedzi|jestem na moście|jestem na moscie/,
  },
  {
    lang: "pl",
    level: "violence-suffered",
    pattern: /zamyka mnie|grozi mi nożem|grozi mi nozem|kopnął mnie|kopnal mnie|uderzył mnie|uderzyl mnie|pobił mnie|pobil mnie/,
  },
  {
    lang: "pl",
    level: "harm-others",
    pattern:
      /zabiję (tego|tę|te|szefa|męża|meza|żonę|zone)|zabije (tego|szefa|meza|zone)|dźgnę (go|ją)|dzgne (go|ja)|otruję (go|ją|ich)|otruje (go|ja|ich)/,
  },
  {
    lang: "ar",
    level: "suicidal",
    pattern:
      /بدي موت|بدي اموت|نفسي اموت|عايز اموت|عاوز اموت|ودي اموت|يا ?رب خدني|ياريتني ميت|ليتني مت|ليتني اموت|ليتني أموت|ما بدي عيش|مش عايز اعيش|تعبت من (الحياة|هالحياة|هالعيشة|العيشة)|(الكل|كلهم) (أحسن|احسن|أفضل|افضل) بدوني|انا عبء|أنا عبء|انهي حياتي|أنهي حياتي|رح انتحر|بنتحر|کاش بمیرم|کاش (دیگه )?بیدار نشم|دیگه نمی ?خوام زندگی|می ?خوام بمیرم|خودمو می ?کشم|به زندگیم پایان|بدون من راحت ?ترن|سربارم/,
  },
  {
    lang: "ar",
    level: "self-harm",
    pattern:
      /(بجرح|اجرح|أجرح|جرحت|بقطع|قطعت|بشرح)\S* .{0,20}(ايد|إيد|يدي|ذراع|حالي|نفسي|بالموس|بالشفرة)|بحرق حالي|احرق نفسي|أحرق نفسي|(با تیغ|تیغ) .{0,20}(دست|رگ|می ?بر|بریدم)|دستمو (می ?برم)|رگ ?(مو|م را|م رو) (زدم|بزنم)|خودمو زخمی/,
  },
  {
    lang: "ar",
    level: "acute",
    pattern:
      /(هاي|هذه) آخر رسالة|آخر رسالة مني|رسالة وداع|(بلعت|شربت|اخدت|أخذت) كل (الحبوب|الدوا|الدواء)|امشب (خودمو|همه چیز رو تموم)|نامه ی? ?خداحافظی|همه قرص ?(ها|ا) (رو|را) خوردم/,
  },
  {
    lang: "ar",
    level: "violence-suffered",
    pattern:
      /بيضربني|(بيقفل|يقفل|بيسكر) علي|(يحبسني|بيحبسني)|جوزي (بيضربني|ضربني)|کتکم (می ?زنه|میزنه)|منو کتک|حبسم می ?کنه|منو زندانی/,
  },
  {
    lang: "ar",
    level: "harm-others",
    pattern: /رح (اقتله|اقتلها|اقتلهم)|بدي (اقتله|اقتلها)|(ح|ه)(قتله|قتلها|موته)|می ?خوام (بکشمش|.{1,25} (رو|را) بکشم)/,
  },
  {
    lang: "fr",
    level: "suicidal",
    pattern:
      /ne plus me réveiller|ne plus me reveiller|ne pas me réveiller|ne pas me reveiller|disparaître pour toujours|disparaitre pour toujours|(tout le monde|ils) serai(en)?t mieux sans moi|je suis un (fardeau|poids)|marre de vivre|plus la force de vivre|pensé à me tuer|pense a me tuer|me foutre en l air|me jeter (sous (un|le) (train|métro|metro|bus)|du (pont|toit|balcon)|d un (pont|toit))|sauter du pont|mettre fin à tout|mettre fin a tout/,
  },
  {
    lang: "fr",
    level: "self-harm",
    pattern:
      /lame de rasoir .{0,20}(bras|poignet|cuisse)|je me coupe .{0,20}lame|je me brûle|je me brule|je me griffe jusqu au sang|je me tape la tête|je me tape la tete/,
  },
  {
    lang: "fr",
    level: "acute",
    pattern:
      /ce soir je (vais )?(en finir|me tuer|partir pour de bon)|lettres? d adieu|la corde est (prête|prete)|j ai pris tous (mes|les) (médicaments|medicaments|cachets)|j ai avalé tous|j ai avale tous/,
  },
  {
    lang: "fr",
    level: "violence-suffered",
    pattern: /il m enferme|m enferme à clé|m enferme a cle|me séquestre|me sequestre|me menace avec un couteau/,
  },
  { lang: "fr", level: "harm-others", pattern: /je vais (le|la|les) (buter|planter|empoisonner|poignarder)/ },
  {
    lang: "es",
    level: "suicidal",
    pattern:
      /ojalá no (despertar|despierte)|ojala no (despertar|despierte)|no despertar nunca m|(todos|todo el mundo) estar[ií]an? mejor sin m|soy una carga|desaparecer para siempre|quitarme de en medio|tirarme (del|de un|al|a las) (puente|tren|metro|edificio|vías|vias)|no vale la pena vivir|terminar con mi vida|poner fin a mi vida|quiero sumir|queria não acordar|queria nao acordar|não acordar mais|nao acordar mais|seria melhor (eu )?morrer|melhor eu morrer|(todo mundo|todos) (ficaria|ficariam|estaria|estariam) melhor sem mim|sou um (peso|fardo)|me jogar (da ponte|do prédio|do predio|da janela|na frente (do|de um) (trem|carro|ônibus|onibus|metrô|metro))|dar cabo da (minha )?vida|acabar com a minha vida|pôr fim à minha vida|por fim a minha vida|tirar a minha vida|me enforcar|(penso|pensei|pensando) em me matar|vontade de morrer/,
  },
  {
    lang: "es",
    level: "self-harm",
    pattern:
      /me vuelvo a cortar|volví a cortarme|volvi a cortarme|(me corto|cortarme|me corté|me corte) .{0,25}(cuchilla|navaja|brazos|piernas|muñecas|munecas)|me quemo (los brazos|la piel|a propósito|a proposito)|me cortei|cortar os pulsos|corto os (braços|bracos|pulsos)|me queimo (de propósito|de proposito|com isqueiro|com cigarro)|automutila|autolesão|autolesao|lâmina .{0,20}(braço|braco|pulso|perna)|lamina .{0,20}(braco|pulso|perna)/,
  },
  {
    lang: "es",
    level: "acute",
    pattern:
      /esta noche (me mato|acabo con todo|termino con todo)|la cuerda (ya )?(está|esta) (atada|lista|preparada)|cartas? de despedida|me he tomado todas las (pastillas|pastis)|ya me tomé todas las (pastillas|pastis)|estoy en las v[ií]as|hoje (à |a )?noite (eu )?(acabo com tudo|me mato)|hoje eu acabo com tudo|deixei uma carta|a corda (já |ja )?(está|esta) (pronta|amarrada)|tomei todos os (remédios|remedios|comprimidos)|estou nos trilhos/,
  },
  {
    lang: "es",
    level: "violence-suffered",
    pattern: /me encierra|me tiene encerrad|me deja encerrad|me tranca|me prende em casa|me bateu|me espanca/,
  },
  {
    lang: "es",
    level: "harm-others",
    pattern:
      /(lo|la|los) voy a (apuñalar|apunalar|envenenar)|voy a (apuñalar|apunalar|envenenar) a|vou matar (ela|ele|eles|elas|todos)|vou (esfaquear|envenenar) |vou matá la|vou mata la/,
  },
  {
    lang: "it",
    level: "suicidal",
    pattern:
      /non svegliarmi più|non svegliarmi piu|vorrei non svegliarmi|sparire per sempre|(tutti|starebbero) .{0,15}meglio senza di me|sono un peso|(buttarmi|gettarmi) (dal (ponte|balcone|tetto)|sotto (un|il) (treno|auto|metro)|dalla finestra)|(mettere|porre) fine alla mia vita|non ha (più )?senso vivere|non ce la faccio più a vivere|non ce la faccio piu a vivere/,
  },
  {
    lang: "it",
    level: "self-harm",
    pattern: /mi brucio (apposta|le braccia|la pelle)|(con la|una) lametta|mi faccio male apposta|mi graffio fino a sanguinare/,
  },
  {
    lang: "it",
    level: "acute",
    pattern:
      /stasera (la faccio finita|mi ammazzo|mi uccido|finisce tutto)|lettere? d addio|ho (preso|ingoiato) tutte le (pillole|pastiglie|compresse|medicine)|la corda (è|e) pronta|sono sui binari/,
  },
  {
    lang: "it",
    level: "violence-suffered",
    pattern: /mi chiude in casa|mi rinchiude|mi ha picchiat|mi ha messo le mani addosso/,
  },
  { lang: "it", level: "harm-others", pattern: /avvelenare (mio|mia|il|la)|lo avveleno|lo accoltello|(lo|la|li) faccio fuori/ },
  {
    lang: "ro",
    level: "suicidal",
    pattern:
      /să nu mă mai trezesc|sa nu ma mai trezesc|să dispar pentru totdeauna|sa dispar pentru totdeauna|(toți|toti) ar fi mai bine fără mine|(toti|toți) ar fi mai bine fara mine|sunt o povar|să mi iau viața|sa mi iau viata|să mă arunc (de pe|în fața|de la)|sa ma arunc (de pe|in fata|de la)|nu mai are rost să trăiesc|nu mai are rost sa traiesc|mă gândesc (tot mai des )?la moarte|ma gandesc (tot mai des )?la moarte/,
  },
  {
    lang: "ro",
    level: "self-harm",
    pattern:
      /mă ard (cu|pe)|ma ard (cu|pe)|îmi tai (mâinile|brațele|venele)|imi tai (mainile|bratele|venele)|mă rănesc singur|ma ranesc singur/,
  },
  {
    lang: "ro",
    level: "acute",
    pattern:
      /(în|in) seara asta (termin cu tot|mă omor|ma omor)|(diseară|diseara) termin cu tot|am lăsat o scrisoare|am lasat o scrisoare|am (înghițit|inghitit) (toate|tot)|sunt pe pod|sunt pe acoperi/,
  },
  { lang: "ro", level: "violence-suffered", pattern: /mă închide în casă|ma inchide in casa|mă amenință|ma ameninta/ },
  {
    lang: "ro",
    level: "harm-others",
    pattern:
      /(o să|o sa|am să|am sa) (îl |il |l |o |i )?(omor|înjunghii|injunghii|otrăvesc|otravesc)|(îl|il|o) (înjunghii|injunghii|otrăvesc|otravesc)/,
  },
  {
    lang: "hr",
    level: "suicidal",
    pattern:
      /ne želim se (više )?probuditi|ne zelim se (vise )?probuditi|da se (više |vise )?ne probudim|svima (bi bilo|će biti|ce biti) bolje bez mene|ja sam (samo )?teret|da se ubijem|skočiti s mosta|skociti s mosta|objesiti se|obesiti se|objesit ću se|nemam razloga (da )?(živ|ziv)|nema smisla (živjeti|zivjeti|živeti|ziveti)/,
  },
  {
    lang: "hr",
    level: "self-harm",
    pattern: /režem ruke|rezem ruke|(žilet|zilet)\S* .{0,10}(ruk|nog)|sečem ruke|secem ruke/,
  },
  {
    lang: "hr",
    level: "acute",
    pattern:
      /večeras (ću )?sve završiti|veceras (cu )?sve zavrsiti|večeras završavam sa životom|veceras zavrsavam sa zivotom|oproštajn\S* pism|oprostajn\S* pism|(popio|popila|progutao|progutala) sam sve|na mostu sam|na krovu sam|na pruzi sam/,
  },
  { lang: "hr", level: "violence-suffered", pattern: /zaključava me|zakljucava me|prijeti mi|preti mi|tukao me|udario me/ },
  {
    lang: "hr",
    level: "harm-others",
    pattern: /(ubit ću|ubit cu|ubiću|ubicu|izbost ću|izbost cu|otrovat ću|otrovat cu) (ga|je|ih)/,
  },
  {
    lang: "el",
    level: "suicidal",
    pattern:
      /να μην ξυπνήσω|να μην ξυπνησω|να εξαφανιστώ για πάντα|να εξαφανιστω για παντα|καλύτερα χωρίς εμένα|καλυτερα χωρις εμενα|είμαι (ένα )?βάρος|ειμαι (ενα )?βαρος|να τελειώσω τη ζωή μου|να τελειωσω τη ζωη μου|να βάλω τέλος|να βαλω τελος|να πηδήξω από (τη γέφυρα|την ταράτσα|το μπαλκόνι)|να πηδηξω απο (τη γεφυρα|την ταρατσα|το μπαλκονι)|σκέφτομαι (το θάνατο|να πεθάνω)|σκεφτομαι (το θανατο|να πεθανω)|να σκοτώσω τον εαυτό μου|να σκοτωσω τον εαυτο μου/,
  },
  {
    lang: "el",
    level: "self-harm",
    pattern:
      /κόβω τα χέρια μου|κοβω τα χερια μου|καίω τον εαυτό μου|καιω τον εαυτο μου|με ξυραφάκι|με ξυραφακι|χαράζω τα χέρια|χαραζω τα χερια/,
  },
  {
    lang: "el",
    level: "acute",
    pattern:
      /απόψε τελειών|αποψε τελειων|αποχαιρετιστήρι|αποχαιρετιστηρι|είμαι στην ταράτσα|ειμαι στην ταρατσα|είμαι στη γέφυρα|ειμαι στη γεφυρα|(ήπια|ηπια|πήρα|πηρα) όλα τα χάπια|(ηπια|πηρα) ολα τα χαπια/,
  },
  {
    lang: "el",
    level: "violence-suffered",
    pattern: /με κλειδώνει|με κλειδωνει|με απειλεί|με απειλει|με χτύπησε|με χτυπησε|με βίασε|με βιασε/,
  },
  { lang: "el", level: "harm-others", pattern: /θα (τον|την|τη|τους) (σκοτώσω|σκοτωσω|μαχαιρώσω|μαχαιρωσω)/ },
  {
    lang: "nl",
    level: "suicidal",
    pattern:
      /niet meer wakker (worden|te worden)|iedereen is beter af zonder mij|ik ben een last|er een eind(e)? aan (maken|te maken)|ik maak er een eind(e)? aan|van een brug springen|voor (de|een) trein springen|mezelf iets aan(doen|te doen)/,
  },
  {
    lang: "nl",
    level: "self-harm",
    pattern: /ik snij mezelf|ik brand mezelf|mezelf pijn (doen|te doen)|krassen in mijn (arm|armen|benen)/,
  },
  {
    lang: "nl",
    level: "acute",
    pattern: /vannacht maak ik er een eind(e)? aan|afscheidsbrie|alle pillen (ingenomen|geslikt)|ik sta op (de brug|het spoor)/,
  },
  {
    lang: "nl",
    level: "violence-suffered",
    pattern: /hij slaat (me|mij)|schopt (me|mij)|sluit (me|mij) op|dreigt (me|mij) te vermoorden/,
  },
  {
    lang: "nl",
    level: "harm-others",
    pattern: /ik vermoord (hem|haar|ze)|ik ga (hem|haar|ze) (vermoorden|neersteken)|ik steek (hem|haar) neer/,
  },
  {
    lang: "sq",
    level: "suicidal",
    pattern:
      /s kam (më|me) arsye (të|te) jetoj|nuk dua (të|te) jetoj|(më|me) mirë pa mua|t i jap fund jet|mendoj (për|per) vdekjen|(të|te) mos zgjohem/,
  },
  { lang: "sq", level: "self-harm", pattern: /pres veten|prej veten|dëmtoj veten|demtoj veten|digj veten/ },
  { lang: "sq", level: "violence-suffered", pattern: /(më|me) rreh|(më|me) kërcënon|(me|më) kercenon/ },
  { lang: "sq", level: "harm-others", pattern: /do ta vras|do i vras/ },
  {
    lang: "vi",
    level: "suicidal",
    pattern:
      /chết đi (là|cho) (hết|xong)|chet di la het|không muốn sống nữa|khong muon song nua|kết thúc cuộc đời|ket thuc cuoc doi|tự vẫn|nhảy cầu|treo cổ|ngủ luôn không dậy/,
  },
  { lang: "vi", level: "self-harm", pattern: /rạch tay|rach tay|cắt tay mình|tự làm đau|tự hại|tự làm hại/ },
  { lang: "vi", level: "violence-suffered", pattern: /(chồng|bố|ba) (em |tôi |con )?(đánh|đập)|bị (chồng|bố) đánh/ },
];

/**
 * Letters without their marks, as people type on a keyboard without them:
 * "olmek istiyorum", "chce umrzec", "vreau sa mor", "θελω να πεθανω",
 * "muon chet". Also folds the letters that have no mark to drop (ı, ł, đ, ø)
 * and drops the zero-width non-joiner of Persian ("می‌خواهم"), which the
 * message has already lost. Phrases and messages are compared in this form,
 * so each phrase is written once, with its marks.
 */
export function bareLetters(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\p{M}\u200C]/gu, "")
    .replace(/ı/g, "i")
    .replace(/ł/g, "l")
    .replace(/đ/g, "d")
    .replace(/ø/g, "o")
    .normalize("NFC");
}

const BARE_PHRASES = OTHER_LANGUAGE_PHRASES.map(({ lang, level, pattern }) => ({
  lang,
  level,
  pattern: new RegExp(bareLetters(pattern.source), pattern.flags),
}));

/** The phrases that match; `plain` as produced by normalizeMessage. */
export function otherLanguageRisks(plain: string): { level: RiskLevel; lang: string }[] {
  const bare = bareLetters(plain);
  const hits: { level: RiskLevel; lang: string }[] = [];
  for (const { lang, level, pattern } of BARE_PHRASES) if (pattern.test(bare)) hits.push({ level, lang });
  return hits;
}
