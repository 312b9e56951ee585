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
  // --- Fourth round: the same languages as people type them on a German keyboard or a phone
  // (Latin letters for Russian, Ukrainian, Arabic, Persian, Greek; Turkish, Polish, Romanian and
  // Croatian without marks, matched through bareLetters), more of the ways violence at home and
  // threats against others are said, and Kurdish, Persian, Albanian, Serbian Cyrillic, Bulgarian,
  // Czech, Hungarian, Urdu and Pashto. Written from the languages, not from messages of any set.
  {
    lang: "tr",
    level: "suicidal",
    pattern:
      /ölsem (kimse|herkes|daha)|yaşamaktan (yoruldum|bıktım)|uyanmak istemiyorum|bir daha uyanma|yok olmak istiyorum|ortadan kaybolmak isti|kendimi (köprüden|trenin önüne|raylara|balkondan|camdan) at|ölmeyi düşünüyorum|ölümü istiyorum|herkese yük|kendimi asmak|intihar etmeyi|hapları biriktir|ilaçları biriktir/,
  },
  {
    lang: "tr",
    level: "self-harm",
    pattern: /jilet at|kendimi (jiletle|bıçakla|sigarayla)|kollarımı (jiletle|kestim)|kendimi kestim|kendimi yaktım/,
  },
  {
    lang: "tr",
    level: "acute",
    pattern:
      /(ilaçların|hapların|hepsini) (hepsini )?(içtim|yuttum)|şimdi (atlayacağım|atlıyorum)|bu benim son mesajım|son mesajım bu|balkondayım ve|kendimi şimdi/,
  },
  {
    lang: "tr",
    level: "violence-suffered",
    pattern:
      /(kocam|eşim|babam|sevgilim|abim|nişanlım) (bana )?(vuruyor|vurdu|tokat|el kaldır|şiddet uyguluyor)|beni (dövdü|tokatladı|tekmeledi|boğmaya çalıştı|öldüresiye)|bana (vuruyor|vurdu|tokat atıyor|tokat attı|el kaldırıyor)|dayak yiyorum|şiddet görüyorum|pasaportumu (aldı|elimden aldı|saklıyor)|beni öldürmekle/,
  },
  {
    lang: "tr",
    level: "harm-others",
    pattern: /gebertece(ğ|g)im|bıçaklayacağım|(onu|onları|patronu|kocamı|karımı) (vuracağım|bıçaklayacağım|gebertece)/,
  },
  {
    lang: "ru",
    level: "suicidal",
    pattern:
      /жить не хочу|надоело жить|устал[аи]? жить|нет сил жить|хочу исчезнуть|исчезнуть навсегда|умереть хочу|хочу сдохнуть|сдохнуть бы|лучше бы я умерла|коплю таблетки|набрала таблеток|набрал таблеток|втомил[асяи]* жити|набридло жити|хочу зникнути|краще б мене не було|краще б я помер|не хочу більше прокидатися/,
  },
  {
    lang: "ru",
    level: "self-harm",
    pattern: /режусь|резалась|резался|режу (ноги|бедра|себе)|бью себя до|ріжусь|ріжу (ноги|себе)|порізала (руки|ноги)/,
  },
  {
    lang: "ru",
    level: "acute",
    pattern:
      /стою на подоконнике|сижу на подоконнике|это мо[её] последнее сообщение|последнее сообщение от меня|останнє повідомлення|стою на даху|я на даху|(выпила|выпил|наглоталась|наглотался) (все|вс[её]|таблеток)/,
  },
  {
    lang: "ru",
    level: "violence-suffered",
    pattern:
      /он (меня )?(бь[её]т|избивает|душит|душил|ударил|избил)( меня)?|меня (бьют|избивают|избил|душил|изнасиловал)|синяки от него|забрал (мой |мо[ий] )?паспорт|забрали (мой |наши )?паспорт|він (мене )?(б є|б'є|бив|побив|душив|вдарив)( мене)?|мене (б є|б'є|бʼє|побив|вдарив|душив|зґвалтував)|погрожує (мене )?вбити|угрожает (меня )?убить|обещал убить меня/,
  },
  {
    lang: "ru",
    level: "harm-others",
    pattern: /прибью (его|е[её]|их)|я (его|е[её]|их) прибью|пристрелю|уб ю (його|її|їх)|зарiжу|заріжу|вб ю (його|її|їх|тебе)/,
  },
  // Russian and Ukrainian in Latin letters.
  {
    lang: "ru",
    level: "suicidal",
    pattern:
      /(k?hochu|khochu|xochu) (umeret|umeret'|umerety|umer[ei]t|pomerty|pomerti|sdohnut|ischeznut)|ne (k?hochu|khochu|xochu) (bolshe |bol'she |bilshe )?(zhit|zhyty|zhiti|jit)|pokon(ch|c)it s (soboj|soboi|soboy)|pokin(ch|c)(yty|iti) z (soboyu|soboju)|ubit sebya|ub(y|j)u sebya|ubyu sebja|vbyty sebe|samoubi(j|y)stv|suicid(e|al)? (hochu|dumayu)|nadoelo zhit|ustal[a]? zhit|luchshe by menya ne bylo|bez menya vsem budet luchshe/,
  },
  {
    lang: "ru",
    level: "self-harm",
    pattern: /(rezhu|porezala|porezal|rizhu|porizala) (sebya|sebe|ruki|veny|nogi)|rezhus|selfharm/,
  },
  {
    lang: "ru",
    level: "acute",
    pattern:
      /(vypila|vypil|naglotalas|naglotalsya|vypyla) (vse|vsyu|vsi|tabletki|upakovku)|stoyu na (mostu|kryshe|krae)|ya na kryshe/,
  },
  {
    lang: "ru",
    level: "violence-suffered",
    pattern:
      /(muzh|otec|otchim|paren|cholovik) (menya |mene )?(b'?(y|j)o?et|byot|bjot|b'e|izbivaet|dushit|udaril|pobil|byv|pobyv)|(on|vin) menya (b'?y?o?et|byot|bjot|izbivaet|b'e)|menya (b'?yut|izbivayut|izbil)|ugrozhaet (menya )?ubit|pogrozhuye vbyty/,
  },
  {
    lang: "ru",
    level: "harm-others",
    pattern: /ub(y|j)u (ego|ee|eyo|ikh|ih)|ya (ego|ee|ih) ub(y|j)u|zarezhu|pribyu|vb'?yu (yogo|jogo|yiyi)/,
  },
  {
    lang: "pl",
    level: "suicidal",
    pattern:
      /mam dość życia|mam dość tego życia|zmęczon[ay] życiem|chcę zniknąć|zniknąć na zawsze|skoczę z (mostu|dachu|balkonu|okna)|rzucę się pod (pociąg|samochód|tramwaj)|rzucić się pod (pociąg|samochód)|zbieram tabletki|nie chcę się budzić|lepiej by było gdyby mnie nie było|gdyby mnie nie było|wolał(a|bym)? nie żyć|nie chce mi się żyć/,
  },
  {
    lang: "pl",
    level: "self-harm",
    pattern: /tnę (się|sobie)|pocięł(am|em) (się|sobie)|przypalam|okaleczam (się|sobie)|samookaleczen/,
  },
  {
    lang: "pl",
    level: "acute",
    pattern:
      /(łyknęłam|łyknąłem|połknęłam|połknąłem|wzięłam|wziąłem) (wszystko|całą paczkę|całe opakowanie|opakowanie)|to moja ostatnia wiadomość|stoję na (moście|dachu|parapecie)/,
  },
  {
    lang: "pl",
    level: "violence-suffered",
    pattern:
      /(mąż|ojciec|ojczym|chłopak|partner|facet|konkubent) (znowu )?(mnie )?(bije|pobił|uderzył|dusił|dusi|szarpie|kopie|zgwałcił|zamyka)|(dusił|szarpie|szarpał|kopał|pobił|bił) mnie|grozi (mi )?(że|ze) mnie (zabije|zatłucze)|zabrał (mi )?paszport|trzyma (nasze|moje|mój) paszport/,
  },
  {
    lang: "pl",
    level: "harm-others",
    pattern: /zatłukę (go|ją|ich)|zajebię (go|ją|ich)|dźgnę|zadźgam|zastrzelę (go|ją|ich)|rozwalę (mu|jej) (łeb|głowę)/,
  },
  {
    lang: "ar",
    level: "suicidal",
    pattern:
      /تعبت من الحياة|مليت من الحياة|بدي اختفي|بدي ارتاح من هالحياة|ما عاد بدي عيش|ما بدي ضل عايش|نفسي اخلص من حياتي|افكر انهي حياتي|بفكر انتحر|حابب انتحر|حابة انتحر|بدي اقتل حالي|رح اقتل حالي|اقتل حالي|اموت نفسي|بموت حالي|أرمي نفسي|ارمي حالي/,
  },
  {
    lang: "ar",
    level: "violence-suffered",
    pattern:
      /(زوجي|جوزي|ابوي|أبوي|اخوي|خطيبي) (بيضربني|يضربني|ضربني|بيهددني|هددني|بيخنقني|خنقني|حبسني)|بيهددني (بالقتل|يقتلني)|هددني (يقتلني|بالقتل)|خنقني|اغتصبني|اخد (جوازي|باسبوري)|أخذ جوازي|ماخد جواز/,
  },
  // Arabic in Latin letters and digits ("Arabizi").
  {
    lang: "ar",
    level: "suicidal",
    pattern:
      /ba?dd?i (mout|mot|moot|amout|amoot|emout)|(3ayez|3ayza|3awez|3awza|aayez) (amout|amoot|amot|mout)|nefsi (amout|amoot|amot)|(ente7ar|enta7er|ent7er|ant7er|bent7er)|(a2tol|a2tel|2atel|aktol|a2tal) (nafsi|7ali|hali)|ma ba?dd?i (3ish|3eesh|eish|ish)|mesh (3ayez|3ayza) a?(3ish|3eesh)/,
  },
  {
    lang: "ar",
    level: "violence-suffered",
    pattern: /(b?y?(e|i)?d(a|o)?r(o|a)?bni|bidrabni|byodrobni|darabni)|(jozi|jouzi|zawgi|abouy|abuy) (b?y?e?d(a|o)?r(a|o)?b)/,
  },
  // Persian (Farsi, Dari) in its script and in Latin letters.
  {
    lang: "fa",
    level: "suicidal",
    pattern:
      /دلم می ?خواد بمیرم|می ?خوام بمیرم|میخوام خودمو بکشم|می ?خوام خودمو بکشم|از زندگی (خسته|سیر) شدم|دیگه نمی ?خوام زنده باشم|نمی ?خوام زنده بمونم|کاش مرده بودم|کاش نبودم|به خودکشی فکر|فکر خودکشی|(mikham|mikhom|mikhaam|mikhan) (bemiram|bemirom|khodamo bokosham)|khod ?koshi|khodamo (mikosham|bokosham)|(dige )?nemikham zende (basham|bemoonam|bemunam)|nemikham zendegi konam|kash (bemiram|mordam|nabudam)|az zendegi khaste(m| shodam)/,
  },
  {
    lang: "fa",
    level: "self-harm",
    pattern:
      /رگمو زدم|رگ ?م رو زدم|دستمو بریدم|خودمو زخمی می ?کنم|با تیغ (دستمو|خودمو)|(dastamo|ragamo) (boridam|zadam)|khodamo zakhmi/,
  },
  {
    lang: "fa",
    level: "acute",
    pattern:
      /همه ی? ?قرص ?(ها|هامو|امو) (رو |را )?خوردم|الان (می ?پرم|خودمو پرت می ?کنم)|این آخرین پیاممه|(hame|hamme) (ye )?(ghors|qors) ?(ha|haro|aro|amo) (ro )?khordam/,
  },
  {
    lang: "fa",
    level: "violence-suffered",
    pattern:
      /(شوهرم|بابام|پدرم|برادرم|نامزدم) (منو |مرا |من رو )?(میزنه|می ?زنه|کتک می ?زنه|تهدید می ?کنه|خفه)|تهدیدم (می ?کنه|کرد) (که )?(منو )?(بکشه|می ?کشه)|تهدید به کشتن|(shoharam|baabam|babam|pedaram) (mano|mano|manu) (mizane|kotak mizane|tahdid)|mano kotak mizane|kotakam mizane/,
  },
  {
    lang: "fa",
    level: "harm-others",
    pattern: /(می ?کشمش|میکشمش|می ?کشمشون|بکشمش)|mikoshamesh|mikosham(esh|eshoon|eshun)/,
  },
  // Kurdish: Kurmanji in Latin letters, Sorani in Arabic script.
  {
    lang: "ku",
    level: "suicidal",
    pattern:
      /(ez )?dixwazim bimirim|xwekuştin|xwe bikujim|xwe dikujim|ez ê xwe bikujim|naxwazim (êdî )?bijîm|naxwazim (edi )?bijim|jiyan bê wate|دەمەوێ(ت)? بمرم|خۆکوشتن|خۆم دەکوژم|خۆم بکوژم|نامەوێ(ت)? بژیم/,
  },
  { lang: "ku", level: "self-harm", pattern: /xwe birîndar dikim|destên xwe jê dikim|خۆم بریندار دەکەم/ },
  {
    lang: "ku",
    level: "violence-suffered",
    pattern: /(mêrê min|bavê min|birayê min) li min dixe|li min dixin|li min dide|min dikuje|مێردەکەم لێم دەدات|لێم دەدات/,
  },
  { lang: "ku", level: "harm-others", pattern: /ez ê wî bikujim|ez ê wê bikujim|ez ê wan bikujim/ },
  {
    lang: "el",
    level: "suicidal",
    pattern:
      /κουράστηκα να ζω|δεν αντέχω (άλλο )?να ζω|θέλω να εξαφανιστώ|να τα τελειώσω όλα|να τελειώσω με όλα|θα κρεμαστώ|να κρεμαστώ|θα πέσω από (τη γέφυρα|την ταράτσα|το μπαλκόνι)|δε θέλω να ζω|δεν θέλω να ζήσω|(thelo|thel) na pethano|den thelo na zo|aftoktoni|aftoktono/,
  },
  {
    lang: "el",
    level: "self-harm",
    pattern: /κόβομαι|χτυπάω τον εαυτό μου|πληγώνω τον εαυτό μου|κόβω τους καρπούς|kovo ton eafto mou|kovomai/,
  },
  {
    lang: "el",
    level: "acute",
    pattern: /αυτό είναι το τελευταίο μου μήνυμα|τελευταίο μου μήνυμα|κατάπια όλα|πήρα όλο το κουτί|ήπια όλο το κουτί/,
  },
  {
    lang: "el",
    level: "violence-suffered",
    pattern:
      /με χτυπά|με χτύπησε|με έδειρε|με πνίγει|με έπνιξε|με βιάζει|θα με σκοτώσει|απειλεί (ότι )?θα με σκοτώσει|μου πήρε το διαβατήριο|με κλείνει (μέσα|στο σπίτι)|me (xtypaei|htypaei|xtypa|xtipise|edire|derni)/,
  },
  { lang: "el", level: "harm-others", pattern: /θα (τον|την|τους) (σφάξω|πυροβολήσω|καθαρίσω)|tha ton skotoso|tha tin skotoso/ },
  {
    lang: "es",
    level: "suicidal",
    pattern:
      /cansad[oa] de vivir|no aguanto (más|mas) vivir|irme de este mundo|quiero desaparecer|(nadie|ninguém) (me )?(echaría|echaria|sentiria|sentiría|ia sentir) (de menos|falta)|queria sumir|quero sumir|sumir (pra|para) sempre|cansad[oa] de viver|não aguento mais viver|vou acabar com a minha vida|não quero mais viver|nao quero mais viver|quero me matar|vou me jogar/,
  },
  {
    lang: "es",
    level: "self-harm",
    pattern: /me estoy cortando|me sigo cortando|eu me corto|me cortando|me machucando de propósito|me quemo con|me queimo/,
  },
  {
    lang: "es",
    level: "acute",
    pattern:
      /(engoli|tomei) (todos|todas|a cartela|a caixa|os comprimidos)|estou no telhado|estoy en el tejado|es mi último mensaje|este es mi ultimo mensaje|é a minha última mensagem/,
  },
  {
    lang: "es",
    level: "violence-suffered",
    pattern:
      /me maltrata|me ha violado|me ahorca|me estrangula|amenaza con matarme|amenazó con matarme|me quiere matar|ele me bate|me agride|me agrediu|me esganou|me enforcou|ameaçou me matar|ameaça me matar|ameaça de morte|me tranca em casa|tiene mi pasaporte|me quitó el pasaporte|pegou meu passaporte/,
  },
  {
    lang: "es",
    level: "harm-others",
    pattern:
      /(eu )?mato (ele|ela|esse|essa)|vou dar um tiro (nele|nela)|le (voy a )?(pegar|meter) un tiro|lo (acuchillo|apuñalo)/,
  },
  {
    lang: "fr",
    level: "suicidal",
    pattern:
      /envie de disparaître|je veux disparaître|fatigué(e)? de vivre|marre de la vie|je veux plus vivre|j ai plus envie de vivre|plus envie d être là|ne plus être là|me jeter par la fenêtre|je vais me jeter/,
  },
  { lang: "fr", level: "self-harm", pattern: /je me suis coupé|je me suis scarifié|je me suis brûlé|je me mutile/ },
  {
    lang: "fr",
    level: "violence-suffered",
    pattern:
      /il me tape|m a tapé|il m étrangle|m a étranglé|il m a violé|il me viole|il me cogne|m a cogné|il m a pris (mon|mes) passeport|menace de me (tuer|buter)/,
  },
  {
    lang: "it",
    level: "suicidal",
    pattern:
      /stanc[oa] di vivere|voglio sparire|non voglio esserci più|meglio se (non ci fossi|morissi)|mi butto (dal|sotto|giù)/,
  },
  { lang: "it", level: "self-harm", pattern: /mi sono tagliat[oa]|mi taglio (le braccia|i polsi)|mi sono bruciat[oa]/ },
  {
    lang: "it",
    level: "violence-suffered",
    pattern: /mi mena|mi ha menat[oa]|mi prende a (schiaffi|pugni|calci)|mi strangola|mi ha violentat[oa]|minaccia di ammazzarmi/,
  },
  {
    lang: "ro",
    level: "suicidal",
    pattern:
      /m am săturat de viață|nu mai pot trăi|vreau să dispar|vreau să mă omor|o să mă arunc|o să mă sinucid|obosit[aă]? de viață/,
  },
  {
    lang: "ro",
    level: "violence-suffered",
    pattern:
      /mă lovește|m a bătut|m a lovit|m a violat|m a strâns de gât|mă strânge de gât|amenință că mă omoară|mi a luat pașaportul/,
  },
  {
    lang: "hr",
    level: "suicidal",
    pattern:
      /hoću da umrem|ne mogu (više )?(živjeti|živeti)|umorn[ai]? (sam )?od (života|zivota)|ubiti ću se|ubijem se|hoću da se ubijem|убићу се|хоћу да умрем|не желим да живим|самоубиств|убити се/,
  },
  { lang: "hr", level: "self-harm", pattern: /sječem (se|ruke)|porezala sam se|režem (se|ruke)|сечем се/ },
  {
    lang: "hr",
    level: "violence-suffered",
    pattern:
      /bije me|tukao me|prijeti da ce me ubiti|prijeti da će me ubiti|preti da će me ubiti|silovao|davio me|туче ме|бије ме|прети да ће ме убити/,
  },
  { lang: "hr", level: "harm-others", pattern: /(ubiću|ubit ću|ubicu|zaklat ću|zaklaću|убићу) (ga|je|ih|га|је|их)/ },
  {
    lang: "nl",
    level: "suicidal",
    pattern:
      /ik wil er niet meer zijn|ik zie het niet meer zitten|ik wil niet meer verder|ik wil verdwijnen|mezelf van het leven beroven|zelfdoding|het leven heeft geen zin|ik spring voor de trein|ik ga springen|pillen (gespaard|verzameld)|ik wil niet meer wakker worden/,
  },
  {
    lang: "nl",
    level: "self-harm",
    pattern: /ik kras|krassen in mijn|ik snijd in mijn (armen|benen|polsen)|mezelf (snijden|krassen|verwonden|branden)/,
  },
  {
    lang: "nl",
    level: "acute",
    pattern: /(alle|al mijn) pillen (ingenomen|genomen|geslikt)|ik sta op het dak|dit is mijn laatste bericht/,
  },
  {
    lang: "nl",
    level: "violence-suffered",
    pattern:
      /(mijn man|mijn vriend|mijn vader|mijn partner|hij) (slaat|schopt|wurgt|bedreigt|mishandelt) (me|mij)|heeft (me|mij) (geslagen|geschopt|gewurgd|verkracht|mishandeld)|ik word (geslagen|mishandeld)|dreigt (me|mij) (dood te maken|om te brengen)|(mijn|zijn) paspoort afgepakt/,
  },
  {
    lang: "nl",
    level: "harm-others",
    pattern: /ik maak (hem|haar|ze) af|ik sla (hem|haar|ze) dood|ik ga (hem|haar|ze) afmaken|ik schiet (hem|haar|ze) neer/,
  },
  {
    lang: "sq",
    level: "suicidal",
    pattern:
      /dua ta vras veten|do ta vras veten|do vras veten|me vra veten|nuk du me jetu|nuk dua me jetu|jam lodh(ur)? nga jeta|jeta nuk ka kuptim|dua të zhdukem|dua me dek|dua të vdes|s dua më të jetoj/,
  },
  { lang: "sq", level: "self-harm", pattern: /(i )?prej duart|preva duart|pres krahët|preva krahët|(i )?pres venat/ },
  {
    lang: "sq",
    level: "acute",
    pattern: /(piva|i piva|mora) (të gjitha|krejt) (tabletat|ilaçet|hapat)|jam në urë|jam mbi çati|mesazhi im i fundit/,
  },
  {
    lang: "sq",
    level: "violence-suffered",
    pattern: /(burri|babai|vëllai|i dashuri) (më )?(rreh|godet|kërcënon|mbyt)|më ka rrahur|më goditi|më dhunon|më përdhunoi/,
  },
  {
    lang: "vi",
    level: "suicidal",
    pattern:
      /muốn tự tử|muon tu tu|muốn chết đi|không muốn sống|không thiết sống|khong thiet song|chán sống|chan song|sống không nổi|mệt mỏi với cuộc sống/,
  },
  { lang: "vi", level: "self-harm", pattern: /rạch tay|rach tay|cắt tay|cat tay minh|tự rạch/ },
  {
    lang: "vi",
    level: "violence-suffered",
    pattern:
      /(chồng|bố|ba|anh ấy|người yêu) (em |tôi |con |mình )?(đánh|đập|bóp cổ|dọa giết)|bị (chồng|bố|ba) (đánh|đập)|dọa giết (em|tôi)|chong (em |toi )?danh/,
  },
  {
    lang: "bg",
    level: "suicidal",
    pattern: /искам да умра|ще се самоубия|самоубийств|не искам да живея|да се самоубия/,
  },
  { lang: "bg", level: "violence-suffered", pattern: /(мъжът ми|баща ми) ме бие|бие ме/ },
  {
    lang: "cs",
    level: "suicidal",
    pattern: /zabiju se|chci se zabít|nechci (už )?žít|podřežu si žíly|skočím pod vlak|chcem umrieť|nechcem žiť|zabijem sa/,
  },
  { lang: "cs", level: "self-harm", pattern: /řežu se|pořezala jsem se|režem sa/ },
  { lang: "cs", level: "violence-suffered", pattern: /(manžel|přítel|otec) mě (bije|mlátí|škrtí)|bije mě|bije ma/ },
  { lang: "hu", level: "suicidal", pattern: /végzek magammal|nem akarok tovább élni|meg akarok halni|el akarok tűnni/ },
  { lang: "hu", level: "self-harm", pattern: /vagdosom magam|megvágom magam/ },
  { lang: "hu", level: "violence-suffered", pattern: /(a férjem|apám|a barátom) (megver|megütött|fojtogat)|megver engem/ },
  {
    lang: "ur",
    level: "suicidal",
    pattern:
      /khud ?kushi|khudkushi|marna chahta|marna chahti|mar jana chahta|mar jana chahti|خودکشی|مرنا چاہتا|مرنا چاہتی|जीना नहीं चाहता|आत्महत्या|मरना चाहता|मरना चाहती/,
  },
  { lang: "ps", level: "suicidal", pattern: /ځان وژنه|ځان ووژنم|غواړم مړ شم|نه غواړم ژوندی/ },
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

/**
 * Vietnamese marks tell words apart ("tự tử" is suicide, "từ từ" slowly):
 * its phrases keep their marks, and the unmarked forms people type are
 * written out ("muon chet").
 */
const KEEPS_MARKS = new Set(["vi"]);

const BARE_PHRASES = OTHER_LANGUAGE_PHRASES.map(({ lang, level, pattern }) => ({
  lang,
  level,
  bare: !KEEPS_MARKS.has(lang),
  pattern: KEEPS_MARKS.has(lang) ? pattern : new RegExp(bareLetters(pattern.source), pattern.flags),
}));

/** The phrases that match; `plain` as produced by normalizeMessage. */
export function otherLanguageRisks(plain: string): { level: RiskLevel; lang: string }[] {
  const bare = bareLetters(plain);
  const hits: { level: RiskLevel; lang: string }[] = [];
  for (const { lang, level, bare: unmarked, pattern } of BARE_PHRASES)
    if (pattern.test(unmarked ? bare : plain)) hits.push({ level, lang });
  return hits;
}
