import type { Concept } from "./lexicon";

/**
 * The core concepts in the languages most spoken in Germany, Austria and
 * Switzerland besides German and English. A message in Polish or Arabic
 * then carries the same concepts ("dying", "pills", "roof", "hitting") as a
 * German one, so the rules and the model, which learned what these concepts
 * mean mostly from German and English messages, recognise it too. Patterns
 * as in lexicon.ts; Latin letters are compared without accents ("umrzeć" is
 * "umrzec"), other scripts as written, lower-cased.
 *
 * Turkish (tr), Russian (ru), Ukrainian (uk), Polish (pl), Arabic (ar),
 * Persian (fa), French (fr), Spanish (es), Italian (it), Portuguese (pt),
 * Romanian (ro), Croatian/Serbian/Bosnian (hr, sr), Albanian (sq), Greek
 * (el), Vietnamese (vi), Dutch (nl).
 */
export const OTHER_LANGUAGE_LEXICON: Partial<Record<Concept, string[]>> = {
  I: ["=jai", "=jsem", "=я", "=أنا", "=انا", "=من", "=io", "=εγώ", "=ik", "=sunt",
  ],
  ME: [
    "kendim*", "=beni", "=bana", "=себя", "=собі", "=себе", "=mnie", "=mi", "=me", "=نفسي", "=خودم", "=خودمو", "=moi", "=mí",
    "=mismo", "=misma", "=μου", "=με", "=veten",
  ],
  WANT: [
    "istiyorum", "=istemiyorum", "хочу", "=хочется", "=chce", "=chcę", "=أريد", "=اريد", "=بدي", "میخواهم", "میخوام", "=veux", "=voudrais", "=envie", "=quiero",
    "=quisiera", "=ganas", "=voglio", "=vorrei", "=quero", "=vreau", "=želim", "=zelim", "=hocu", "=dua", "=θέλω", "=θελω", "=muon", "=wil", "=hoffe",
    "=nadzieję", "=nadzieje", "=espero", "=spero", "=sper", "=umarım", "=keşke", "=kesk", "=كاش", "=کاش", "=يا رب", "=ojalá", "=ojala",
  ],
  DIE: [
    "oelm*", "oelue*", "=oelecegim", "=oelsem", "умер*", "умир*", "смерт*", "мертв*", "помер*", "вмир*", "=umrzec", "=umieram", "=umre", "=umrzeć",
    "=smierc", "martw*", "=أموت", "=اموت", "*الموت*", "=موت", "=ميت", "بمیرم", "=مرگ", "=مردن", "=mourir", "=mort", "=meurs", "=morir", "=muerte",
    "=muerto", "=muera", "=morirme", "=morire", "=morte", "=morto", "=muoio", "=morrer", "=morro", "=moarte", "=mor", "=mort", "=umrijeti", "=umreti",
    "=umrem", "=smrt", "=смрт", "=умрем", "=vdes", "=vdekje", "=vdekur", "πεθάν*", "πεθαίν*", "=θάνατος", "=chet", "=sterven", "=dood",
  ],
  KILL: [
    "oelduer*", "oeldur*", "=убить", "=убью", "убил*", "=убей", "=вбити", "=вбю", "=убити", "=zabic", "=zabije", "zabij*", "=أقتل", "=اقتل", "*قتل*", "بکشم",
    "=کشتن", "میکشمش", "=tuer", "=tuerai", "=matar", "=mato", "=matarme", "=uccidere", "=ammazzare", "=uccido", "=ammazzo", "=uccidermi", "=ammazzarmi",
    "=omor", "=omoare", "ucid*", "=ubiti", "=ubijem", "=ubicu", "=ubit", "=ubiju", "=vras", "=vrasje", "σκοτώσ*", "σκοτωθ*", "=giet", "=doden",
    "=vermoorden", "=zabiju", "=zabiję", "=rozwalę", "=rozwale", "=înjunghii", "=injunghii", "=apuñalar", "=accoltellare",
  ],
  SUICIDE: [
    "intihar*", "суицид*", "самоубийств*", "самогубств*", "суїцид*", "samobojst*", "samobójst*", "انتحار", "*انتحر*", "خودکشی", "=suicidio", "suicid*",
    "sinucid*", "samoubist*", "samoubojst*", "самоубиств*", "vetevras*", "vetëvras*", "αυτοκτον*", "zelfmoord*",
  ],
  LIVE: [
    "=yasamak", "=yaşamak", "=жить", "=жити", "=zyc", "=żyć", "=أعيش", "=اعيش", "=العيش", "=زندگی", "=vivre", "=vivir", "=viviendo", "=vivere", "=viver",
    "=trăiesc", "=traiesc", "=živjeti", "=zivjeti", "=živim", "=jetoj", "=ζω", "=leven", "=despertar", "=svegliarmi", "=obudzę", "=obudze",
    "=проснуться", "=прокинутися", "=بیدار", "=أصحى",
  ],
  NEG: ["=не", "=nie", "=لا", "=ما", "=نمی", "=no", "=non", "=não", "=nao", "=nisam", "=khong", "=niet", "=δεν", "=nuk", "=istemiyorum", "=yok"],
  MORE: ["=больше", "=більше", "=już", "=juz", "=más", "=più", "=piu", "=mais", "=više", "=vise", "=artık", "=artik", "=عاد", "=دیگه",],
  PILLS: [
    "=hap", "haplar*", "=ilac", "ilaclar*", "таблет*", "пігул*", "tabletk*", "pigulk*", "=leki", "=حبوب", "=دواء", "=دوا", "=قرص", "=cachets", "=pilules",
    "=médicaments", "=medicaments", "=pastillas", "=pastilla", "=pillole", "=pastiglie", "=compresse", "=gocce", "=comprimidos", "=remédios", "=remedios",
    "=pastile", "=medicamente", "=tablete", "=ilaçet", "=ilacet", "=χάπια", "=χαπια", "=thuoc", "снотворн*", "феназепам*", "=pillen",
  ],
  INGEST: [
    "=ictim", "=içtim", "=yuttum", "выпил*", "наглотал*", "проглотил*", "=выпила", "випил*", "випив", "попио", "=połknęłam", "=polknelam", "=połknąłem",
    "=wzięłam", "=wzielam", "=شربت", "=بلعت", "=خوردم", "=avalé", "=avale", "=pris", "=tomé", "=tome", "=tomei", "=preso", "=ingoiato", "=bevuto", "=înghițit",
    "=inghitit", "=luat", "=pirë", "=pire", "=uong", "=ingenomen", "=geslikt",
  ],
  QTY: ["=все", "=всі", "=целую", "=цілу", "=упаковку", "=пачку", "=wszystkie", "=całe", "=cale", "=كل", "=علبة", "=همه", "=مشت", "=toute", "=tous", "=toutes", "=todas", "=todos", "=tutte", "=tutta", "=toate", "=sve", "=gjitha", "=όλα", "=het", "=ca", "=intera", "=bütün", "=butun", "=tüm", "=tum", "=kutu", "=alle", "=целу", "=кутију"],
  ROPE: ["=cuerda", "=franghie", "frânghi*", "=corde", "=corda", "=sznur", "веревк*", "верёвк*", "мотузк*", "=طناب", "=حبل", "=konop", "=litar", "=σχοινί", "=touw",],
  HEIGHT: [
    "=cati", "=çatı", "catida*", "=kopru", "koepru*", "крыш*", "мост*", "=дах", "=даху", "=міст", "=мосту", "=dachu", "=moscie", "=سطح", "*سطح*", "=جسر",
    "=پشت", "=بام", "=toit", "=pont", "=azotea", "=puente", "=tejado", "=tetto", "=ponte", "=telhado", "=acoperis", "=acoperiș", "=krov", "=ταράτσα",
    "=ταρατσα", "=γέφυρα", "=cau", "=dak", "=brug",
  ],
  TRAIN: [ "=torach", "=pociag", "=pociąg", "=поезд", "=рельс*", "=vias", "=tren", "=treno", "=binari", "=trem", "=tren", "=tracks", "=tren", "=رایل", "=قطار", "=στις γραμμές"],
  JUMP: ["=sauter", "=saltar", "=saltare", "=pular", "=skoczę", "=skocze", "=прыгну", "=стрибну", "=أقفز", "=اقفز", "=atlayacagim", "=atlayacağım", "=πηδήξω", "=nhay", "=springen"],
  SH: [
    "=kestim", "=kesiyorum", "=режу", "=ріжу", "порез*", "поріз*", "=tnę", "=tne", "=ciąć", "=ciac", "pocięł*", "=أجرح", "=اجرح", "=بجرّح", "=بجرح", "=جرحت", "میبرم",
    "=scarifie", "=coupe", "=corto", "=cortar", "=cortarme", "=taglio", "=tagliarmi", "=cortei", "=tai", "=ard", "=režem", "=rezem", "=rach", "=snijd",
    "=kollarimi", "=kollarımı", "=yakiyorum",
  ],
  BLADE: ["=jilet", "=bıçak", "=bicak", "лезви*", "=нож", "=ножем", "=nóż", "=noz", "żyletk*", "zyletk*", "=موس", "=سكين", "=شفرة", "=تیغ", "=چاقو", "=couteau", "=cuchilla", "=cuchillo", "=navaja", "=lametta", "=coltello", "=lâmina", "=lamina", "=faca", "=cuțit", "=cutit", "=lama", "=nož", "=noz", "=thike", "=dao",],
  GUN: ["=silah", "=tabanca", "пистолет*", "=ружьё", "=pistolet", "=مسدس", "=سلاح", "=تفنگ", "=pistolet", "=fusil", "=pistola", "=escopeta", "=fucile", "=arma", "=pistol", "=pištolj", "=pistolj", "=armë", "=πιστόλι", "=pistool", "=siekierą", "=siekiera", "=hacha", "=ascia"],
  HIT: [
    "dövü*", "=dovuyor", "=dövdü", "=dovdu", "=vuruyor", "=бьёт", "=бьет", "избива*", "=избил", "=ударил", "=бє", "=бив", "=bije", "=pobil", "=pobił", "=يضربني",
    "=ضربني", "=يضرب", "=میزند", "=کتک", "=frappe", "=pega", "=golpea", "=picchia", "=bate", "=lovește", "=loveste", "=tuče", "=tuce", "=udara",
    "=rrah", "=χτυπάει", "=δέρνει", "=danh", "=slaat", "=gurnuo", "=bóp",
  ],
  PERSON: ["=kocam", "=babam", "=муж", "=отец", "=чоловік", "=mąż", "=maz", "=ojciec", "=زوجي", "=أبي", "=شوهرم", "=mari", "=marido", "=esposo", "=novio", "=marito", "=padre", "=soțul", "=sotul", "=muž", "=muz", "=burri", "=άντρας", "=chong", "=šef", "=sef", "=jefe", "=capo", "=șefa", "=sefa"],
  NOW: ["=şimdi", "=simdi", "=сейчас", "=сьогодні", "=сегодня", "=teraz", "=dzisiaj", "=الآن", "=الليلة", "=الان", "=الان", "=همین", "=امشب", "=maintenant", "=ce soir", "=ahora", "=esta noche", "=adesso", "=stasera", "=agora", "=hoje", "=acum", "=diseară", "=diseara", "=sada", "=večeras", "=veceras", "=tani", "=τώρα", "=απόψε", "=bay gio", "=vanavond"],
  FAREWELL: ["=прощайте", "=прощай", "=żegnajcie", "=zegnajcie", "=adieu", "=adiós", "=adios", "=addio", "=adeus", "=adio", "=elveda", "=خداحافظ", "=وداعا", "=αντίο", "=vaarwel"],
  HOPELESS: ["=anlamı yok", "=anlami yok", "=нет смысла", "=немає сенсу", "=nie ma sensu", "=لا معنى", "=fara rost", "=sin sentido", "=senza senso", "=sem sentido", "=nema smisla", "=δεν έχει νόημα"],
};
