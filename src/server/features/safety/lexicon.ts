/**
 * The concepts the crisis check recognises, and the German and English words
 * that express them. The rules (rules.ts) combine concepts, not phrases, so a
 * sentence nobody wrote a rule for still matches when it says the same thing
 * in other words: "Die Pistole meines Vaters liegt bereit" is a means plus
 * readiness, whatever the weapon or its owner.
 *
 * Patterns, written in natural spelling and folded like the input (lower
 * case, ä → ae, repeated letters squeezed):
 * - `wort`     the word itself, and words one typo away when it has 5+ letters
 * - `wort*`    words starting with it ("umbring*" → umbringen, umbringe), typos too
 * - `*wort*`   words containing it (German compounds: "*tablett*" → Schlaftabletten)
 * - `*wort`    words ending with it
 * - `=wort`    exactly this word: no typo tolerance (short or common words)
 * - `ein wort` several words in a row, each a pattern of the kinds above
 * - `…@de`, `…@en` only in German or only in English messages ("die" is an
 *   article in German; "Kind" is a child in German and "kind" is nice in English)
 */
export const LEXICON = {
  /** The writer as subject. */
  I: ["=ich", "=i", "=ick", "=ik", "=ig", "=isch", "=ive", "=iam", "=imma", "=im@en", "=id@en", "=ill@en", "=icke"],
  /** The writer as object. */
  ME: ["=mich", "=mir", "=mi@de", "=myself", "=me", "=meself", "=mich selbst", "=mir selbst", "=my self", "=selber", "=selbst", "=self@en"],
  MY: ["=mein", "=meine", "=meinen", "=meinem", "=meiner", "=meines", "=meins", "=my", "=mei@de", "=mine", "=min@de", "=mini@de", "=meim"],
  /** The other person addressed (for the reply check). */
  YOU: ["=du", "=dich", "=dir", "dein*", "=you", "=yourself", "=your", "=u@en", "=ur@en", "=yourselves", "=dia", "=di@de"],
  /** Reflexive of third persons: "sie hat sich umgebracht" is about someone else. */
  SICH: ["=sich", "=himself", "=herself", "=themselves", "=themself"],
  /** Another person as object of an act. */
  OTHER: [
    "=ihn", "=ihm", "=ihr@de", "=sie@de", "=jemand", "=jemanden", "=jemandem", "=euch", "=him", "=her", "=them", "=someone", "=somebody", "=anyone",
    "=everyone", "=everybody", "=people", "=leute", "=menschen", "=alle", "=allen", "=den typ", "=den typen", "=den kerl", "=die schlampe", "=den wichser",
  ],
  /** Someone who may hurt the writer, or be hurt. */
  PERSON: ["=eltern", "=parents", "=stiefeltern", "=schwiegereltern", 
    "=er", "=he", "=she", "=they", "=mein mann", "=meinem mann", "=meinen mann", "=ihr mann", "=dein mann", "=der mann", "=ein mann", "=maenner", "ehemann", "=frau", "ehefrau", "=freund", "=freundin", "exfreund*", "=ex", "partner*",
    "lebensgefaehrt*", "verlobt*", "=vater", "=vaters", "=papa", "=papas", "=paps", "=mutter", "=mama", "=mamas", "=mum", "=mom", "=mother",
    "=father", "=dad@en", "stiefvater", "stiefmutter", "stiefpapa", "stepdad", "stepfather", "stepmom", "stepmother", "=bruder", "=schwester",
    "=brother", "=sister", "=onkel", "=uncle", "=tante", "=aunt", "=opa", "=oma", "cousin*", "husband", "=wife", "boyfriend", "girlfriend", "=bf",
    "=gf", "=chef", "=chefin", "=boss", "=kollege", "=kollegen", "=kollegin", "=kolleginnen", "=colleague", "=colleagues", "=coworker", "=coworkers", "vorgesetzt*", "=manager", "nachbar*", "neighbo*", "lehrer*", "teacher",
    "=typ", "=typen", "=kerl", "=guy", "=sohn", "=son", "=tochter", "daughter", "=kind@de", "=kinder", "=kid", "=kids", "=child", "children", "=baby",
    "=babys", "=oida", "=oide", "=alte", "=alter", "=alten", "=teamleiter", "=teamleiterin", "=teamlead", "=ausbilder", "=trainer", "=stepbrother",
    "=schwager", "=schwiegervater", "=schwiegermutter", "=meister", "=supervisor", "=kunde", "=nachbarin",
  ],
  /** Killing, done to oneself or another. */
  KILL: ["=das leben nehmen", "=das leben nehme", "=das leben zu nehmen", "=leben nehmen", "=take my life", "=take my own life", "=mir das leben", "=schaedel einschlagen", "=den schaedel ein", 
    "umbring*", "umzubring*", "umgebracht", "umbracht*", "toeten", "toete", "toetest", "toetet", "getoetet", "zu toeten", "=kill", "=kils", "=kiled",
    "=kiling", "=killer@en", "gekilt", "=kilen", "=kile", "=kilst", "abgestoch*", "ermord*", "murder*", "erschies*", "erschos*", "=shoot@en", "erstech*", "erstoch*", "abstech*", "abzustech*",
    "=stab@en", "stabbing", "erwuerg*", "strangl*", "vergift*", "ertraenk*", "erhaeng*", "aufhaeng*", "aufzuhaeng*", "=hang myself", "=hang herself",
    "unalive*", "=kms", "=kys", "=ctb", "=end myself", "=off myself", "abmurks*", "kaltmach*", "=kalt machen", "wegmach*", "wegzumach*", "abknal*",
    "=umlegen", "umzulegen", "=slit", "=take myself out", "=selbst richten", "=topped myself", "=top myself", "=chuck myself", "=throw myself",
    "zusammenschlag*", "zusammenzuschlag*", "=abstechen", "=niederstechen", "=abfackeln", "=anzuenden", "=anzuzuenden",
  ],
  /** Separable verbs: "bring … um", "stech … ab", "tu … an". */
  BRING: ["=bring", "=bringe", "=bringst", "=bringt", "=bringen", "=brachte", "=brachtest", "=brachten", "=bringts"],
  UM: ["=um", "=o@de"],
  STECH: ["=stech", "=steche", "=stich", "=stichst", "=sticht", "=knall", "=knalle", "=knallt", "=mach", "=mache", "=macht"],
  AB: ["=ab", "=kalt", "=fertig@de"],
  TUN: ["=tu", "=tue", "=tust", "=tut", "=getan", "=antu"],
  AN: ["=an"],
  SOMETHING: ["=was", "=etwas", "=wat", "=nichts", "=nix", "=something", "=anything", "=ebbes", "=eppes"],
  HURT: ["=schaedel", "=fresse", "=nase brechen", "=abreiben", "=kaputt schlagen", "=on his head", "=on her head", "=use it on", "=using it on", "=throw him", "=throw her", "=shake him", "=shake her", "=kissen aufs gesicht", "=pillow over", "=jump that", "=jump him", 
    "verletz*", "wehtu*", "=weh tun", "=weh tue", "=weh zu tun", "=hurt", "=hurting", "=harm", "=harming", "antu*", "anzutu*", "angetan", "=etwas antun",
    "=was antun", "=schaden", "=zufuegen", "=beat up", "verpruegel*", "=fertigmachen", "=stechen", "=leiden lassen", "=suffer", "=make him pay",
    "=make her pay", "=make them pay", "=heimzahlen", "=rache", "=revenge", "=schuetteln", "=shake", "=shaking", "=ersticken", "=smother",
    "=zusammenschlagen", "=auflauern", "aufzulauern", "=bereuen", "=regret it", "=pay for",
  ],
  /** Dying and death. */
  DIE: ["=zu sich holt", "=zu sich nimmt", "=zu sich holen", "=take me away", "=take me home", "=holt mich", "=erloest mich", 
    "sterb*", "stirb*", "gestorben", "=tot@de", "=tote@de", "=toter", "=totes@de", "=toten@de", "=tod", "=todes", "=dead", "=die@en", "=dying",
    "=death", "verreck*", "krepier*", "abkratz*", "draufgeh*", "draufgegang*", "=drauf gehen", "=ableben", "=died", "=ums leben", "=mein ende",
    "=my end", "=jenseits", "=beerdigung", "=funeral", "=sarg", "=coffin", "=grave", "=erloesung", "=go@en", "=gehen@de", "=abtreten", "=tod sein",
    "=tot sein", "=dead already", "=sterbn", "=sterbm", "=ded", "=six feet under", "=den abgang", "=check out for good",
  ],
  /** Being gone: a death wish only with "für immer" or "nicht mehr da". */
  VANISH: [
    "=wegsein", "=weg sein", "=weg zu sein", "=weg", "=gone", "=vanish", "verschwind*", "=disappear", "=aufhoeren zu existieren", "=stop existing",
    "=cease to exist", "=nicht mehr existieren", "=no longer exist", "=nicht mehr da", "=nimmer da", "=nimma da", "=nume da", "=num da",
    "=not here anymore", "=not around", "=nicht mehr gibt", "=nicht mehr gaebe", "=nicht gaebe", "=nicht gibt", "=nicht geben", "=never existed",
    "=nie geboren", "=never been born", "ausloesch*", "=erase", "=nicht mehr hier", "=not be here", "=wasnt here", "=werent here", "=wasnt around",
    "=didnt exist", "=nicht existieren", "=nicht mehr lebe", "=nicht mehr leben wuerde", "=nicht mehr aufwache",
  ],
  /** The words for suicide itself. */
  SUICIDE: ["=muede vom leben", "=mude vom leben", "=tired of life", "=tired of living", "=sick of living", 
    "*suizid*", "*suicid*", "*selbstmord*", "selbstmord", "suizid", "freitod", "selbsttoetung", "suicide", "suicidal", "sewerslide", "=sui", "lebensmued*", "todessehnsucht",
    "todeswunsch", "deathwish", "=death wish", "=svv", "=suizidal", "=selbstmordgedanken", "=suizidgedanken", "=suizidgefaehrdet",
  ],
  LIVE: ["weiterzumach*", "=erleben", "=erlebe", "=live to see", "=make it to", 
    "=leben", "=lebe", "=lebst", "=lebn", "weiterleb*", "=weiter leben", "weiterzuleb*", "=zu leben", "=existieren", "=da sein", "=dasein",
    "=hier sein", "=live", "=living", "=alive", "=exist", "=existing", "=be here", "aufwach*", "aufzuwach*", "=wach werden", "=wake", "=wake up",
    "=waking up", "=am leben", "=go on", "=carry on", "=weitermachen", "=weiter machen", "=laebe", "=labe", "=lebm", "=ueberleben", "=survive",
    "=auf dieser welt", "=auf der welt", "=in this world", "=on this earth", "=bleiben", "=stay", "=keep going", "=durchhalten",
  ],
  /** "in Berlin leben", "live here": living somewhere or with someone, not living at all. */
  WHERE: [
    "=in", "=im", "=hier", "=here", "=there", "=dort", "=da", "=bei", "=with", "=mit", "=zusammen", "=together", "=alleine", "=allein", "=alone",
    "=in this", "=in der", "=in dieser", "=auf", "=on", "=ohne", "=so", "=like", "=wie",
  ],
  NEG: [
    "=nicht", "=nich", "=net@de", "=ned", "=nit", "=nie", "=niemals", "kein*", "=keen", "=kei", "=not", "=never", "=no", "=dont", "=cant", "=wont",
    "=didnt", "=isnt", "=nichts", "=nix", "=nothing", "=niemand", "=nobody", "=no one", "=noone", "=keiner", "=doesnt", "=wouldnt", "=nimmer",
    "=nimma", "=nume", "=num", "=numme",
  ],
  MORE: ["=mehr", "=meh", "=anymore", "=any more", "=longer", "=nimmer", "=much longer", "=nume", "=num", "=numme", "=nimma"],
  /** "nimmer", "nüme": "nicht mehr" in southern German. */
  NOMORE: ["=nimmer", "=nimma", "=nume", "=num", "=numme"],
  WANT: ["=bete", "=beten", "=pray", "=praying", "=wuensche mir", 
    "=gern", "=gerne", "=werde", "=werd", "=solte", "=solten", "=soltest", "=solst", "=should", "=musst", "=must", "=will", "=wil", "=willst", "=wollen", "=wollte", "moecht*", "=mag@de", "wuensch*", "hoffe", "hofe", "=hoff", "hoffentlich", "=wuerde gern",
    "=wuerde gerne", "=am liebsten", "=sehne", "=sehn", "=want", "=wanna", "=wants", "=wish", "=wished", "=hope", "=hoping", "=would rather",
    "=rather", "=gonna", "=going to", "=plane", "=plan", "=planning", "=habe vor", "=hab vor", "=vorhabe", "=vorhaben", "=ueberlege",
    "=uberlege", "=ueberlegt", "=fantasiere", "=fantasize", "=dream about", "=lieber", "=need to", "=wott", "=wot", "=woit", "=mecht", "=moecht",
    "=wuensche mir", "=waer mir lieber", "=waere mir lieber", "=wouldnt mind", "=ready to",
  ],
  /** Thinking about it: "denke an", "thoughts of". */
  THINK: ["=denke", "=denk", "=think", "=thinking", "=looked up", "=nachgeschaut", "=angeschaut", "=gesucht", "=searched", "=denke an", "=denk an", "=denke daran", "=denke darueber", "=denke drueber", "=denke oft", "=nachdenken", "=gedanken", "gedanke", "=thinking about", "=think about", "=thoughts", "=considering", "=denk die ganze zeit", "=kopf", "=googel*", "=googling", "=gegoogelt", "=recherchiert", "=researching", "=looked up", "=nachgelesen"],
  BETTER: ["=besser", "=leichter", "=einfacher", "=better", "=easier", "=happier", "=gluecklicher", "=froh", "=erleichtert", "=relieved", "=favour", "=favor", "=weniger stress", "=weniger sorgen", "=less stress", "=weniger stres"],
  WITHOUT: ["=than with me", "=als mit mir", "=besser ohne", "=better off without", "=ohne", "=without", "=ohni"],
  /** "wenn es mich nicht gäbe", "if I wasn't here". */
  IF: ["=wenn", "=wen", "=falls", "=if", "=waere", "=waer", "=war@de", "=gaebe", "=were", "=was@en", "=wuerde", "=hätte"],
  BURDEN: ["=ertragen", "=put up with me", "=deal with me", "=aushalten", 
    "=last@de", "=belastung", "=zur last", "=burden", "=a burden", "=nur im weg", "=im weg", "=in the way", "=vermissen", "=vermisst", "=miss me",
    "=merken", "=notice", "=enttaeuschung", "=disappointment", "=waste of space", "=verschwendung", "=nutzlos", "=useless", "=ersetzbar",
    "=replaceable", "=schuld an allem", "=everyones problem", "=nur probleme", "=trouble",
  ],
  HOPELESS: [
    "sinnlos*", "=keinen sinn", "=kein sinn", "ausweglos*", "=keinen ausweg", "=kein ausweg", "hoffnungslos*", "=keine hoffnung", "=no hope",
    "=hopeless", "=pointless", "=no point", "=no way out", "=no reason", "=kein grund", "=keinen grund", "=nicht mehr aushalten", "=halte es nicht",
    "=halt es nicht", "=cant go on", "=cant take it", "=keine kraft mehr", "=cha nume", "=cha num", "=kann nimmer", "=kann nimma", "=kann nicht mehr",
    "=i cant anymore", "=cant do this anymore", "=halts nicht mehr aus", "=halte das nicht mehr aus", "=keen bock mehr", "=kein bock mehr", "=worthless", "=wertlos", "=nichts wert", "=not worth", "=keine zukunft",
    "=no future", "=kein licht", "=wofuer", "=warum noch", "=why bother", "=what for", "=whats the point", "=keinen zweck",
  ],
  END: [
    "=ende", "=beenden", "=zu beenden", "=beende", "=schluss", "=end", "=ending", "=vorbei", "=over@en", "=aufhoeren", "=aufhoert", "=finish",
    "=finished", "=enden", "=endet", "=ein ende", "=schlusstrich", "=machen schluss", "=mache schluss", "=mach schluss", "=fertig@de", "=erledigt",
    "=abgeschlossen", "=hinter mir", "=stop", "=stops", "=isch fertig", "=is over", "=ist vorbei", "=end it", "=end it all", "=end things", "=end this",
  ],
  /** "it all", "allem", "mein Leben". */
  ALL: [
    "=alles", "=allem", "=dem ganzen", "=das ganze", "=it all", "=everything", "=leben", "=life", "=my life", "=mein leben", "=meinem leben", "=end it",
    "=mit dem leben", "=s labe",
  ],
  /** Doing "it": the euphemism for the act. */
  DOIT: ["=passt es", "=heute passt es", "=heute ist der tag", "=tonights the night", "=tonight is the night", "=tonights the day", "=es ist zeit", "=wie ich es mache", "=wie ich es machen", "=wie ich es anstelle", "=how i would do it", "=how i d do it", "=how to do it", "=mach ichs", "=mache ich es", "=mache es", "=machs", "=tu ichs", "=tue es", "=do it", "=doing it", "=go through with it", "=durchziehen", "=ziehe es durch", "=es tun", "=es machen", "=es passiert", "=es ist so weit", "=ist es so weit", "=so weit", "=its time", "=it happens", "=mach ich es", "=tu ich es", "=machs heute", "=mach es"],
  /** Means of suicide or self-harm. */
  PILLS: ["=medicine cabinet", "=medizinschrank", "=hausapotheke", "=medikamentenschrank", 
    "*tablett*", "tablete", "tableten", "tabs", "pille*", "=pills", "=pill", "*medikament*", "=meds", "=medication", "=medicine", "paracetamol*",
    "ibuprofen*", "aspirin*", "insulin*", "antidepress*", "benzo*", "=tavor", "lorazepam", "diazepam", "valium", "tramadol", "oxy*", "fentanyl",
    "opioid*", "opiat*", "zolpidem", "zopiclon", "mirtazapin", "lithium", "amitriptylin", "quetiapin", "seroquel", "trazodon", "*ueberdosis*",
    "overdose*", "=od@en", "=ods@en", "=oding", "schlafmittel", "beruhigungsmittel", "=sleeping pills", "painkiller*", "schmerzmittel", "=xanax",
    "tylenol", "citalopram", "sertralin*", "=blister", "co-codamol", "codamol", "codein*", "morphin*", "*schlaftabl*", "=tablette", "=tablett",
    "snotwor", "=drogen", "=drugs", "=pillen", "=pilen", "=medis", "=benzos", "=opiate", "=heroin", "*spritze*", "=koks", "=speed",
  ],
  POISON: ["=gashahn", "=gas aufgedreht", "=aufgedreht", "=turned on the gas", "=riecht", "=smells", "abflussreiniger", "*reiniger", "=putzmittel", "=entkalker", "=lauge", "=saeure", "=bleiche", "=chlor", "=frostschutzmittel", "=drain cleaner", "=weed killer", "=unkrautvernichter", 
    "rattengift", "=gift@de", "giftig*", "=bleach", "bleichmittel", "rohrreiniger", "frostschutz*", "antifreeze", "pflanzenschutz*", "=poison",
    "=gas@de", "=gashahn", "abgase", "kohlenmonoxid", "=carbon monoxide", "=ofen", "=grill im", "=motor laufen", "=laufendem motor", "=exhaust",
  ],
  ROPE: ["=seil", "=seile", "strick", "=schlinge", "=noose", "=rope", "halsschlinge", "=kabel", "=guertel", "=belt@en", "=cord", "=strang", "=schal"],
  BLADE: [
    "*klinge*", "messer", "*messer", "=mesa", "=messa", "skalpell", "=scherbe", "=scherben", "=cutter", "=blade", "=blades", "=razor", "=razors", "=knife",
    "=knives", "=box cutter", "=glass@en", "=glasscherbe", "=rasierer", "=schere", "=scissors", "=klinga", "=teppichmesser", "=stanley",
  ],
  GUN: ["=gewehre", "=eisenstange", "=eisenstangen", "=rifle", "=rifles", "=pistols", "=hunting rifle", "=kuechenmesser", "=kitchen knife", "=benzin", "=petrol", "=gasoline", "=kanister", "=brandbeschleuniger", "=grillanzuender", "=acid", "=saeure", "baseballschlaeger", "=schlagstock", "=brechstange", "=crowbar", "=tire iron", "=baseball bat", "=axt", "=axe", "=machete", "=schlagring", "=brass knuckles", 
    "=waffe", "*waffe", "=waffen", "pistole*", "gewehr*", "revolver", "=knarre", "schusswaffe*", "=flinte", "=munition", "patrone*", "=gun",
    "=guns", "=pistol", "=rifle", "=shotgun", "=firearm", "=bullet", "=bullets", "=ammo", "=glock", "=loaded", "=geladen", "=dienstwaffe",
    "=jagdgewehr", "=schrotflinte", "=baller*", "=kanone",
  ],
  HEIGHT: ["*brueck*", "*bruck*", "*brugg*", "=glaender", "=glaenda", "=parkdeck", "=parkhausdach", 
    "*bruecke*", "*brug", "*bruck", "=dach", "=dachs", "=daches", "*dach", "hochhaus*", "=turm", "=tower", "=klippe", "=klippen", "abgrund",
    "=gelaender", "=sims", "fenstersims", "fensterbrett", "parkhaus*", "aussichtsplattform", "staudamm", "=bridge", "=roof", "=rooftop", "=ledge",
    "=cliff", "=railing", "=parking garage", "=the edge", "=am rand", "=abhang", "=top floor", "=oberste stockwerk", "=dam", "=overpass",
    "=steilkueste", "*kueste", "=felsen", "=brucke", "=bruecke",
  ],
  /** Heights only with jumping or looking down: a balcony is ordinary. */
  HEIGHT_WEAK: ["=balkon", "=balcony", "=fenster", "=window", "=stockwerk", "=stock@de", "=etage", "=floor@en", "=kante", "=rand", "=edge", "=oben", "=high", "=hoch", "=stock", "=draussen", "=outside"],
  TRAIN: [
    "*gleis*", "=zug", "=zuege", "guterzug", "gueterzug", "=ice", "=bahn", "bahnsteig*", "=s bahn", "=u bahn", "=s-bahn", "schiene*", "=tracks",
    "=track", "=train", "=trains", "=railway", "=subway", "=lkw", "=truck", "=bus", "=platform", "=freight", "=autobahn", "=gegenverkehr", "=tram",
    "=strassenbahn", "=regionalzug", "=durchfaehrt", "=einfaehrt", "=comes in", "=comes through",
  ],
  WATER: ["=ins wasser", "=in den see", "=in den fluss", "=in den rhein", "=in die donau", "ertrink*", "=into the river", "=into the lake", "=into the sea", "=drown", "=is wasser", "=wasser abe", "=going in", "=the water", "=das wasser"],
  JUMP: ["gump*", "=jump off", "=step in front", "=drauf zu", "=drauf zugehen", "=walk into", "=walk in front", "=throw myself", "=abispringa", 
    "spring*", "=sprung", "=gesprungen", "=stuerzen", "=stuerze", "=runter", "=hinunter", "=herunter", "=nach unten", "=in die tiefe", "=jump",
    "=jumping", "=jumped", "=fall@en", "=falling", "=down", "=below", "=unten", "=tief", "=fallen lassen", "=let go", "=loslassen", "=drop",
    "=abe", "=ahi", "=obi", "=step off", "=schritt nach vorn", "=schritt nach vorne", "=step forward", "=weiterzugehen", "=weitergehen", "=dangling",
    "=baumeln", "=haengen draussen", "=hangen draussen", "=off",
  ],
  FRONT: ["=vor den", "=vor einen", "=vor die", "=vor ein", "=in front of", "=unter den", "=under a", "=under the"],
  INGEST: [
    "*geschluck*", "*geschluk*", "*gschluck*", "*gschluk*", "schluck*", "=genommen", "=eingenommen", "=eingeworfen", "=eingeschmissen", "=getrunken",
    "=intus", "=swallowed", "=swalowed", "=took", "=taken", "=downed", "=drank", "=popped", "=ingested", "=nehme", "=nehmen", "=einwerfen", "=take",
    "=swallow", "*gespuelt", "=geballert", "=reingehauen", "=reingepfiffen", "=necked", "=necking", "=chucked down", "=verschluckt", "=gefressen",
    "=gschlukt", "=gnomme", "=gnommen", "=gnumme", "=ausgetrunken", "=drunk", "=spritzt", "=gespritzt", "=injected",
  ],
  /** "alle", "den ganzen Blister", "a whole bottle". */
  QTY: ["=everything", "=all my", "=alle meine", 
    "=ganze", "=ganzen", "=ganzes", "=ganzi", "=gesamte", "=gesamten", "=komplette", "=kompletten", "=packung", "=packungen", "=packig", "=schachtel",
    "=schachteln", "=blister", "=dose", "=dosen", "=flasche", "=roehrchen", "=haufen", "=handvoll", "=viele", "=zig", "=alle", "=whole", "=all",
    "=entire", "=bottle", "=pack", "=packet", "=box", "=handful", "=bunch", "=lot of", "=lots of", "=rest", "=restlichen", "=vorrat", "=stash",
    "=all of", "=allesamt", "=auf einmal", "=at once", "=every single", "=jede einzelne", "=jeden einzelnen", "=saemtliche", "=zu viele", "=too many",
    "=mehrere", "=dutzend", "=dozens", "=ganzi packig",
  ],
  NOW: ["=in diesem moment", "=right this moment", "=this moment", "=grade eben", 
    "=jetzt", "=jetz", "=grad", "=gerade", "=heute", "=heut", "=hut", "=huet", "=heute nacht", "=heute abend", "=nachher", "=gleich", "=sofort",
    "=vorhin", "=eben", "=soeben", "=diese nacht", "=now", "=tonight", "=today", "=right now", "=rn", "=this evening", "=in an hour",
    "=in einer stunde", "=gestern nacht", "=morgen frueh", "=noch heute", "=heute noch", "=am wochenende", "=this weekend", "=tomorrow", "=morgen",
    "=bald", "=soon", "=mins ago", "=minutes ago", "=minuten", "=hinte", "=znacht", "=heit", "=heid", "=heint", "=jetzad", "=jetza",
  ],
  ALREADY: ["=schon", "=bereits", "=already", "=scho", "=just", "=soeben", "=vorhin", "=eben", "=grad", "=gerade"],
  /** Means made ready: strong on its own. */
  READY: ["beiseitegelegt", "=beiseite gelegt", "=zur seite gelegt", "aufgespart", "=out of the cabinet", "=aus dem schrank", "=rausgeholt", "=herausgeholt", "=ausgepackt", "=gefunden", "=found", "=written", "=geschrieben", "=im kofferraum", "=in the trunk", "=in the truck", "=bringing a knife", "=bringing a gun", "=bring a knife", 
    "bereit*", "=parat", "griffbereit", "vorbereit*", "zurechtgelegt", "hingelegt", "gesammelt", "gehortet", "gebunkert", "zusammengespart",
    "=ready", "=prepared", "=laid out", "=collected", "stockpiled", "=hoarded", "=saved up", "=geknuepft", "=festgemacht", "=befestigt", "=tied",
    "=gestockt", "=geplant", "=planned", "=zurueckgelegt", "=aufgehoben", "=gespart", "=saving up", "=gesaved", "=stocking", "=sammle", "=sammeln",
    "=horte", "=hoarding", "=collecting", "=loaded", "=geladen", "=entsichert", "=haengt", "=hangt", "=hanging", "=haengt schon", "=is hanging",
    "=besorgt", "=organisiert", "=eingepackt", "=eingesteckt", "=in der tasche", "=in my bag", "=in the boot",
    "=im kofferraum", "=trage", "=carry", "=carrying", "=mitnehmen", "=mitbringen", "=dabei", "=immer dabei", "=mit in die",
    "=untam bett", "=unterm bett", "=under my bed", "=in der schublade", "=in my drawer", "=schublade", "=drawer",
  ],
  /** Means obtained: only counts with an amount, a time or an intent. */
  GOT: ["=gekauft", "=geholt", "=bought", "=got", "=gotten", "=bekommen", "=hab da", "=liegen", "=liegt", "=zuhause", "=with me", "=im auto", "=in the car", "=hole", "=hol", "=holen", "=hol ich", "=have a", "=habe ein", "=hab ein", "=hab n", "=besitze", "=own"],
  /** Final arrangements: "alles ist geregelt", "affairs in order". */
  ARRANGED: [
    "=alles geregelt", "=alles vorbereitet", "=alles erledigt", "=alles organisiert", "=alles ist vorbereitet", "=es ist alles vorbereitet",
    "=papiere geordnet", "=affairs in order", "=sorted everything", "=everything is ready", "=everything is sorted", "=testament gemacht",
    "=will written", "=made my will", "=haustier versorgt", "=katze versorgt", "=wer sich um", "=who will take care", "=passwoerter aufgeschrieben",
    "=passwords written", "=brauche ich das nicht mehr", "=brauch ich nicht mehr", "=wont need", "=won t need", "=nicht mehr brauchen",
  ],
  FAREWELL: ["=bedanken", "=bedanke", "=danke fuer die gespraeche", "=thanks for listening", "=thanks for being kind", "=thank you for listening", "=tschuss an alle", "=tschuess an alle", "=bye everyone", "=goodbye everyone", "=das letzte mal dass ich", "=the last time i", 
    "*abschied*", "*abschid*", "=lebt wohl", "=leb wohl", "lebewohl", "=farewell", "=goodbye", "=good bye", "=bye forever", "=final message",
    "=letzte nachricht", "=lezte nachicht", "=last message", "=suicide note", "=testament", "=letzter wille", "=my will", "verschenk*",
    "=weggegeben", "=gave away", "=giving away", "=given away", "=verabschiedet", "=verabschiede", "=said goodbye", "=saying goodbye", "vermaecht*",
    "=hinterlasse", "=hinterlassen", "=tschuss gesagt", "=tschuess gesagt", "=tschau gesagt", "=bye gesagt", "=nicht eure schuld", "=nicht deine schuld",
    "=not your fault", "=nobodys fault", "=niemandes schuld", "=keiner ist schuld", "=sorry mama", "=sag mama", "=tell my mum", "=tell my mom",
    "=sagt mama", "=sorry mum", "=sorry mom", "=lieb hab", "=hab euch lieb", "=love you all", "=danke fuer alles", "=thank you for everything",
    "=thanks for everything", "=wenn ihr das lest", "=when you read this", "=if you read this", "=diesen chat liest", "=zum letzten mal",
  ],
  /** A letter or note: a farewell when it is for everyone or forever. */
  LETTER: ["=note@en", "=notes@en", "=brief@de", "=briefe", "=letter", "=letters", "=zettel", "=nachricht", "=nachrichten", "=message", "=messages", "=video", "=brief"],
  FOREVER: [
    "=fuer immer", "=endgueltig", "=forever", "=for good", "=nie wieder", "=never again", "=zum letzten mal", "=the last time", "=final@en",
    "=letzte", "=letzten", "=letztes", "=lezte", "=last@en", "=fur imer", "=fuer imer", "=nie mehr", "=ein fuer alle mal", "=once and for all",
    "=ewig", "=eternally", "=fir imer",
  ],
  PRESENT: ["=stoh", "=stand", "=hock", "=hockn", "=sitz i", "=steh i", "=steh hier", "=sitz hier", 
    "=stehe", "=steh", "=stah", "=sitze", "=sitz", "=hocke", "=bin", "=standing", "=sitting", "=sat", "=stood", "=im on", "=i am on", "=up here",
    "=hier oben", "=am@en", "=bin jetzt da", "=im here", "=now on",
    "=liege", "=lying",
  ],
  /** Words that mean self-injury on their own. */
  SH_STRONG: ["=frischen schnitte", "=fresh cuts", "=new cuts", "=neuen schnitte", 
    "ritz*", "geritzt", "selbstverletz*", "=self harm", "=selfharm", "=self harming", "=self injury", "=self injure", "=self injuring", "=sh@en",
    "=svv", "=ritzen", "=aufschlitzen", "=aufgeschlitzt", "pulsader*", "schnittwunde*", "=druck ablassen", "=skin picking", "gecutt*", "=cutten",
    "=cuttet", "=barcode", "=lines@en", "zerschnippel*", "zerschnit*", "=aufgeritzt", "=self-harm", "=self-harming", "=geschnippelt", "=cut myself",
    "=cutting myself", "=burn myself", "=burning myself", "=hurt myself", "=hurting myself", "=harm myself", "=harming myself",
  ],
  /** Acts that are self-injury when done to one's own body. */
  SH: [
    "=schneide", "=schneid", "=schneiden", "geschnitten", "geschniten", "=aufschneiden", "=aufgeschnitten", "verbrenn*", "verbrann*", "=brenne",
    "=gebrannt", "=brennende", "=kratze", "=kratzen", "aufgekratzt", "=blutig", "=schlage", "=schlag", "=haue", "=boxe", "=cut", "=cuts", "=cutting",
    "=burn", "=burns", "=burning", "=burned", "=burnt", "=scratch", "=scratching", "=scratched", "=punch", "=punching", "=hit@en", "=hitting",
    "=bang", "=banging", "=relapse", "=relapsed", "rueckfall*", "=narben", "=scars", "=carve", "=carving", "=ausdruecken", "=ausgedrueckt",
    "=druecke", "=zigarette", "=zigaretten", "=cigarette", "=cigarettes", "=feuerzeug", "=lighter", "=verletze", "=hungere",
    "=starve", "=starving", "=stechen", "=steche", "=picke", "=pick", "=beisse", "=bite", "=biting", "=schnitte", "=schnitten", "=klingen",
    "=weh tun", "=wehtun", "=weh zu tun", "=hurt", "=harm", "=verletzen", "=verletzt", "=reisse", "=reiss", "=ausreissen", "=haare raus", "=pull out",
    "=pull", "=buegeleisen", "=kochendes wasser", "=boiling water", "=heiss", "=hot", "=zischt", "=gegen die wand", "=against the wall",
    "=ins gesicht", "=in the face", "=ohrfeige mich", "=slap myself",
  ],
  BODY: ["=kopf", "=head", "=schaedel", "=skull", "=stirn", 
    "=arm", "=arme", "=armen", "unterarm*", "handgelenk*", "puls*", "oberschenkel*", "=bein", "=beine", "=beinen", "=haut", "=bauch", "=wrist",
    "=wrists", "=arms", "=thigh", "=thighs", "=skin", "=leg", "=legs", "=vein", "=veins", "=hals", "=neck", "=body", "=koerper", "=hand", "=haende",
    "=hands", "=fingern", "=finger", "=hips", "=hip", "=huefte", "=hueften", "=knoechel", "=knuckles", "=gesicht", "=face", "=kopfhaut", "=scalp",
    "=haare", "=hair", "=ribs", "=rippen", "=brust", "=chest", "=stomach", "=sleeves", "=aermel",
  ],
  BLOOD: ["blut*", "=wunde", "=wunden", "=bleed", "=bleeding", "=bled", "=blood", "=bloody", "=wound", "=wounds", "=blutet", "=bluten", "=blute"],
  /** How bad a wound is: deep, will not stop, needs stitches. */
  SEVERE: [
    "=tief", "=deep", "=tiefe", "=zu tief", "=too deep", "=hoert nicht auf", "=hoert nicht mehr auf", "=wont stop", "=doesnt stop", "=isnt stopping",
    "=ueberall", "=everywhere", "=viel blut", "=so viel blut", "=so much blood", "=lots of blood", "=not stopping", "=naehen", "=genaeht", "=stitches", "=notaufnahme",
    "=emergency room", "=spritzt", "=aufplatzen", "=aufgeplatzt", "=platzen", "=in the bath", "=in der badewanne", "=bathtub",
  ],
  /** "bis es blutet", "until it bleeds". */
  UNTIL: ["=bis", "=until", "=till", "=so lange", "=so long"],
  /** Legs over the edge: "die Beine hängen draußen". */
  DANGLE: ["=haengen", "=hangen", "=haengt", "=hangt", "=hang", "=dangling", "=dangle", "=baumeln", "=baumelt", "=over the edge", "=ueber der kante", "=draussen", "=outside"],
  /** A train that will not stop, or that the writer will not board. */
  NOT_BOARD: ["=ohne halt", "=nicht zum einsteigen", "=nich zum einsteigen", "=not to get on", "=not getting on", "=durchfaehrt", "=durchfahrt", "=guterzug", "=gueterzug", "=freight", "=fast train", "=express", "=rast durch", "=comes through"],
  /** Eating: not eating as punishment is self-harm. */
  EAT: ["=esse", "=essen", "=ess", "=gegessen", "=eat", "=eating", "=ate", "=food", "=essn"],
  /** Pain sought: "dass es wehtut". */
  PAIN: ["=schmerz", "=schmerzen", "=pain", "=wehtut", "=weh tut", "=hurts", "=spuere", "=spueren", "=feel something", "=feel it", "=rot und blau", "=kahl", "=kahle", "=bald", "=blaue flecken", "=bruises"],
  /** What injuring oneself does for the writer. */
  RELIEF: [
    "=beruhigt mich", "=beruhigt", "=lenkt mich ab", "=ablenken", "=ruhig im kopf", "=still im kopf", "=kopf ruhig", "=kopf fuer ne weile ruhig",
    "=takes the edge off", "=only thing that helps", "=the only thing", "=einzige was hilft", "=das einzige", "=calms me", "=druck raus",
    "=druck ablassen", "=release", "=numb", "=helps me cope", "=kurz still", "=better for a while", "=hilft mir", "=helps", "=cope",
  ],
  /** Punishing oneself. */
  PUNISH: ["=strafe", "=zur strafe", "bestraf*", "=punish", "=punishing", "=punishment", "=verdient", "=deserve", "=deserved", "=verdiene", "=hasse mich", "=gehasst", "=hate myself", "=hated myself", "=selbsthass", "=self hatred"],
  STARVE: ["=esse nichts", "=ess nichts", "=nichts essen", "=nichts gegessen", "=hungere", "=hungern", "=starve", "=starving", "=dont eat", "=not eat", "=let myself eat", "=verbiete mir", "=kotzen", "=erbrechen", "=purge"],
  DELIBERATE: ["=absichtlich", "=mit absicht", "=on purpose", "=deliberately", "=extra", "=bewusst"],
  AGAIN: ["=clean", "=sauber", "=yrs clean", "=months clean", "=days clean", "=tage clean", "=monate clean", "=wieder", "=again", "=erneut", "=still@en", "=immer noch", "=every evening", "=jeden abend", "=jede woche", "=every week", "=every night", "=jede nacht", "=fast jede", "=dauernd", "=staendig", "=all the time", "=small ones", "=only small"],
  /** Hitting, kicking, choking, shoving: done to the writer. */
  HIT: ["=gescheuert", "=reingehauen", "=eine reingehauen", "=ane", "=haut ma", "=gschlage", "=geschlagn", "=pinned me", "=pinned me down", "=gepackt", "=packt mich", "=am hals", "=drueckt zu", "=drueckte zu", "=geknallt", "=gebogen", "=runtergeworfen", "=runtergeschubst", "=gestossen", "=threw me", "=put me in", "=hits my", "=hitting my", "=beats my", "=beating my", "=pressed the hot", "=verpruegelt", "=gedrueckt", "vermoebel*", "=knocking me about", "=knocks me about", "=knocked me about", "=choked me out", "=beat me up", "=beats me up", "=gegen das regal", "=an die wand gedrueckt", 
    "schlaegt", "=schlagt", "=schlug", "geschlagen", "=schlagen", "=tritt", "getreten", "=trat", "=treten", "wuerg*", "gewuergt", "gwuergt",
    "pruegel*", "verpruegel*", "schubs*", "*gestossen", "=stoesst", "=stiess", "ohrfeig*", "=boxt", "=haut mich", "=hauen", "=gehauen", "=beats",
    "=beat@en", "=beating", "=hits@en", "=hit@en", "=kicks", "=kicked", "=kicking", "=chokes", "=choked", "=choking", "=strangled", "=strangles",
    "=punches", "=punched", "=slaps", "=slapped", "=shoves", "=shoved", "=pushed", "=pushes", "=thrown", "=threw", "=throws", "=grabs",
    "=wirft", "=geworfen", "=packt mich", "=knallt", "=schmeisst", "misshandelt", "misshandl*", "=abused", "=abuse", "=abuses", "=abusive",
    "gewalttaetig", "=violent", "=gewalt", "=violence", "=tut mir weh", "=hurts me", "=fesselt", "=gefesselt", "=an den haaren", "=by my hair",
    "=by the hair", "=schlogt", "=gschlagn", "=haut@de", "=watschn", "=watsche", "=dreschen", "=verdroschen", "=angegriffen", "=attacked",
    "=runtergestossen", "=die treppe runter", "=down the stairs", "=gegen die wand", "=against the wall",
  ],
  /** Injuries that tell of violence. */
  INJURY: ["=gebrochene", "=gebrochen", "=broken", "=rippen", "=ribs", "=blaue flecken", "=bruises", "=blaues auge", "=black eye", "=veilchen", "=zugeschwollen", "=geschwollen", "=geschwolen", "=swollen", "=prellung", "=platzwunde", "=gehirnerschuetterung", "=concussion", "=wuergemale", "=marks on my neck", "=shiner", "=rippe", "=rib", "=cant walk", "=kann nicht laufen"],
  SEXUAL: [
    "vergewaltig*", "missbrauch*", "=belaestigt", "begrapscht", "begrabscht", "=rape", "=raped", "=raping", "=molest", "=molested", "=molests",
    "=molesting", "=sexually abused", "=sexually assaulted", "=assaulted", "=sexuell belaestigt", "=sexuelle gewalt", "=sexual violence", "=grooming",
    "=groping", "=groped", "=gropes", "=begrabschen",
  ],
  COERCE: ["=zwingt", "=gezwungen", "=zwang", "=forced", "=forces", "=forcing", "=makes me", "=gegen meinen willen", "=against my will", "=obwohl ich nein", "=even though i said no", "=when i say no", "=wenn ich nein sage", "=drueckt mich"],
  SEXWORD: [
    "=sex", "=sexuell", "=sexually", "=anfassen", "=fasst", "=angefasst", "=am po", "=an den po", "=touches", "=touched", "=touch", "=touching", "=unters shirt",
    "=in die hose", "=zwischen die beine", "=nackt", "=naked", "=nacktbilder", "=nudes", "=intim", "=intimate", "=hintern", "=brueste",
    "=busen", "=breasts", "=butt", "=ass", "=kuessen", "=kissing", "=cornering", "=corners me",
  ],
  /** Keeping it secret under pressure: "ich darf das keinem erzählen". */
  SECRET: ["=keinem erzaehlen", "=niemandem erzaehlen", "=niemandem sagen", "=keinem sagen", "=dont tell anyone", "=if i tell anyone", "=tell anyone", "=nobody would believe", "=keiner glaubt", "=petze", "=petzen", "=sonst passiert was", "=flieg ich raus"],
  THREAT: ["=naechstes mal", "=naechste mal", "=next time", "=abrechnen", "=abrechnet", "=jagen", "=hunt me", "=make me disappear", "=break my", "=brech dir", "=wartet auf mich", "=waiting for me", "=knows where i live", "=weiss wo ich wohne", "=sleep well", "=wont miss", "=keinen ort", "=nirgends sicher", "=nowhere safe", "=gps", "=tracker", "=knows people", "=kennt leute", "=gesicht kaputt", "=psychoterror", "=restraining order", "=kontaktverbot", "=annaeherungsverbot", "=kann ich was erleben", "=kannst du was erleben", "=wenn ich das melde", "=if i report", "=wenn ich was sage", "=if i tell", "=entkommst mir nicht", "=you cant escape", "=ich finde dich", "=i will find you", "=steht vor meiner", "=vor meiner tuer", "=vor meiner wohnung", "=outside my", "=lauert mir auf", "=verfolgt mich", 
    "=droht", "=drohte", "gedroht", "bedroh*", "=drohung", "=drohungen", "=threat", "=threats", "=threatened", "=threatens", "=threatening",
    "stalk*", "=verfolgt mich", "=lauert", "=auflauert", "=said hed kill", "=said he would kill", "=says he will", "=sagt er bringt",
    "=kontrolliert", "=controls", "=amenaza", "=im dead", "=bin ich tot", "=bin ich dran", "=or else", "=polizei", "=police", "=anzeige", "=cops",
  ],
  CONFINE: ["=abgeschlossen", "=eingeschlossen", "=eingeschlosen", "=einbehalten", "=weggenommen", "=weggenomen", "=hidden my passport", "=pass einbehalten", "=pass weggenommen", "=took my passport", "=locked the door", "=wouldnt let me", "=sperrt", "=sperrte", "=sperren", "=sperrt mich ein", "eingesperrt", "=einsperren", "=locks", "=locked", "=laesst mich nicht raus", "=locks me in", "=locked me in", "=locked in", "=wont let me leave", "=nimmt mir das handy weg", "=takes my phone"],
  FEAR: ["=schiss", "=angscht", "=flinch", "=zucke", "=zittere", "=terrified", "=hab angst", "=scared to go", "=angst", "=traue mich nicht", "=trau mich nicht", "=trau mi", "=fuerchte", "=afraid", "=scared", "=terrified", "=fear", "=panik", "=zittere", "=zittern", "=shaking", "=drang", "=urge", "=impuls", "=impulse"],
  HOME: ["heimzu*", "=heimfahren", "=heimgehen", "=heimkommen", "=nach hause", "=nachhause", "=heim", "=hoam", "=z hause", "=zu hause", "=zuhause", "=daheim", "=dahoam", "=home", "=wohnung", "=apartment", "=flat", "=house", "=haus", "=schluessel", "=key", "=tuer", "=door"],
  DRUNK: ["=betrunken", "=besoffen", "=getrunken", "=alkohol", "=drunk", "=drinks", "=drinking", "=blau@de", "=voll@de"],
  /** Harming someone by stealth: poison in a drink, cut brakes, fire. */
  SABOTAGE: [
    "=in den kaffee", "=ins essen", "=ins getraenk", "=in ihr getraenk", "=in sein getraenk", "bremsleitung*", "=bremsen", "=brakes", "=brake line",
    "=in her drink", "=in his drink", "=in his food", "=in her food", "=spike", "=ko tropfen", "=k o tropfen", "=reifen zerstechen", "=anzuenden",
    "=anzuzuenden", "=feuer legen", "=set fire", "=burn down", "=abfackeln", "=mische", "=mischen", "=untermischen", "=vergiften",
  ],
  /** Mass violence. */
  MASS: ["amok*", "=massaker", "=blutbad", "=anschlag", "=bombe", "=massacre", "=school shooting", "=shoot up", "=rampage", "=alle erschiessen", "=in die schule", "=to school", "=zur arbeit", "=to work", "=ins buero"],
  /** Swearing an intent: "ich schwör", "I mean it". */
  SWEAR: ["schwoer*", "schwor*", "=swear", "=ich meine es ernst", "=ernst", "=i mean it", "=serious", "=dann ist er dran", "=ist er dran", "=bist du dran", "=was passiert", "=what happens", "=keiner mehr", "=nobody will", "=lacht keiner",
    "=kein witz", "=keen witz", "=ohne witz", "=kein scherz", "=no joke", "=not a joke", "=not joking", "=not kidding", "=im not kidding"],
  /** Idioms and harmless frames. */
  LAUGH: [
    "=vor lachen", "=vor hunger", "=vor langeweile", "=vor durst", "=vor neugier", "=vor hitze", "=vor kaelte", "=vor scham", "=vor muedigkeit",
    "=vor aufregung", "=vor fremdscham", "=vor lust", "=of laughter", "=of laughing", "=laughing", "=of boredom", "=of hunger", "=of embarrassment",
    "=of cringe", "=for a coffee", "=for a pizza", "=lachen", "=laugh", "=lol", "=haha", "=hahaha", "=lmao", "totgelacht", "totlach*", "=zu tode",
    "=to death", "=cringe", "=xd", "=lustig", "=funny", "=witz", "=joke", "=end of my rope", "=end of my tether", "=am ende meiner kraefte",
    "=ende meiner kraefte", "=mit meinem latein am ende", "=trifft mich der schlag", "=der schlag trifft", "=killing it", "=killed it",
    "=shoot me an", "=shoot me a", "=kill two birds", "=kill time", "=killing time", "=zeit totschlagen", "=todmuede", "=dead tired", "=dead on my feet",
  ],
  GAME: [
    "spiel*", "zock*", "=game", "=games", "=gaming", "=gamer", "fortnite", "=cod", "=call of duty", "minecraft", "=gta", "valorant", "=match",
    "shooter", "=ps5", "=playstation", "=xbox", "=headshot", "respawn", "=lobby", "=squad", "=ranked", "=cs2", "=apex", "=pubg", "=zombies",
    "=zombie", "=npc", "=raid", "=quest", "=schach", "=chess", "=fussball", "=football", "=soccer", "=karate", "=boxen", "=boxing", "=kampfsport",
    "=judo", "=mma", "=sparring", "=turnier", "=tournament", "=paintball", "=lasertag", "=airsoft", "=kissenschlacht", "=pillow fight",
    "=schneeballschlacht", "=handball", "=eishockey", "=hockey", "=rugby", "=basketball", "=tennis", "=schiedsrichter", "=referee", "=gegner",
    "=opponent", "=liga", "=league", "=werwolf", "=werewolf", "=mafia", "=cluedo", "=escape room", "=lol@en", "=league of legends", "=overwatch",
    "=elden ring", "=dark souls", "=bossfight", "=boss fight", "=boss kill", "=sims", "=gegnerin", "=training", "=trainier*", "=halbmarathon",
    "=marathon", "=km", "=workout", "=gym", "=fitnessstudio", "=sauna",
  ],
  MEDIA: [
    "film*", "=serie", "=serien", "=folge", "=staffel", "=buch", "=roman", "=krimi", "=tatort", "netflix", "=doku", "=dokumentation", "=nachrichten",
    "=artikel", "=zeitung", "=podcast", "=true crime", "=song", "=lied", "=songtext", "=movie", "=movies", "=show@en", "=series", "=book", "=novel",
    "=episode", "=news", "=article", "=documentary", "=character", "=hauptfigur", "=protagonist", "=figur", "=szene", "=scene", "=kino", "=cinema",
    "=theater", "=theatre", "=oper", "=opera", "=rapper", "=album", "=lyrics", "=anime", "=manga", "=comic", "=hoerbuch", "=audiobook",
    "=shakespeare", "=hamlet", "=romeo", "=juliet", "=tiktok", "=youtube", "=reel", "=meme", "=geschichte", "=historisch", "=war@en",
    "=ww2", "=weltkrieg", "=museum", "=ausstellung", "=game of thrones", "=breaking bad", "=woyzeck", "=goethe", "=kafka", "=lesen",
    "=geschichtskurs", "=unterricht", "=deutschunterricht", "=stauffenberg", "=history", "=serie", "=sendung",
    "=zeitungsartikel", "=bericht", "=report", "=story",
  ],
  /** Non-person subjects of "bringt mich um": the job, the heat. */
  THING: [
    "=das", "=es", "=dies", "=this", "=that", "=job", "=arbeit", "=deadline", "=deadlines", "=stress", "=hitze", "=heat", "=laerm", "=meeting",
    "=meetings", "=projekt", "=project", "=schule", "=school", "=uni", "=pruefung", "=exam", "=exams", "=warten", "=waiting", "=traffic", "=stau",
    "=verkehr", "=kaelte", "=wetter", "=weather", "=montag", "=monday", "=woche", "=week", "=tag", "=day", "=langeweile", "=schmerz",
    "=kopfschmerzen", "=migraene", "=husten", "=erkaeltung", "=zahn", "=zahnschmerzen", "=muskelkater", "=kater", "=hangover", "=steuer",
    "=steuererklaerung", "=taxes", "=buerokratie", "=papierkram", "=paperwork", "=kunden", "=customers", "=spannung", "=suspense", "=neugier",
    "=curiosity", "=musik", "=music", "=gerede", "=geschwaetz", "=sport", "=workout", "=lauf", "=run", "=marathon", "=feet", "=fuesse", "=back",
    "=ruecken", "=knie", "=knees", "=it@en", "=thesis", "=abschlussarbeit", "=klausur", "=klausuren", "=hausaufgaben", "=homework", "=email",
    "=mail", "=nachricht", "=supervisor", "=mails", "=shoes", "=schuhe",
  ],
  /** Ordinary purposes that make a knife, a rope or a roof harmless. */
  ACTIVITY: ["=backblech", "=jaeger", "=jaegerin", "=hunter", "=waffenbesitzkarte", "=jagdschein", "=sportschuetze", "=schuetzenfest", 
    "=kochen", "=cooking", "=cook", "=kueche", "=kitchen", "=gemuese", "zwiebel*", "=brot", "=fleisch", "=vegetables", "=onions", "=bread", "=meat",
    "=rasieren", "=shaving", "=shave", "=basteln", "=schnitzen", "=crafts", "=whittling", "=garten", "=garden", "reparier*", "=repair", "=repairing",
    "=fixing", "=antenne", "=antenna", "=solar", "=solaranlage", "=dachdecker", "=roofer", "=handwerker", "=klettern", "=climbing", "=klettergarten",
    "=umzug", "=moving", "=schaukel", "=swing", "=waesche", "=laundry", "=camping", "=zelt", "=tent", "=boot@de", "=boat", "=segeln", "=sailing",
    "=angeln", "=fishing", "=jagd", "=jagen", "=hunting", "=schuetzenverein", "=schiessstand", "=shooting range", "=sportschuetze", "=aussicht",
    "=view", "=fotos", "=photos", "=fotografieren", "=sonnenuntergang", "=sunset", "=picknick", "=picnic", "=urlaub", "=vacation", "=holiday",
    "=tour", "=ausflug", "=trip", "=wandern", "=hiking", "=spaziergang", "=walk", "=warte auf", "=waiting for", "=pendeln", "=commute",
    "=verspaetung", "=delay", "=delayed", "=handwerk", "heimwerk*", "=diy", "bastel*", "=tomaten", "=pflanzen", "=plants", "=baum", "=tree",
    "=paket", "=parcel", "=flaschenzug", "=blumenerde", "=gartenhuette", "=decken", "=neu decken", "=taschenmesser", "=werkunterricht", "=saege",
    "=saw", "=pfanne", "=pan", "=backofen", "=oven", "=hoehenangst", "=fear of heights", "=workshop", "=werkstatt", "=arbeitsunfall",
    "=schwimmbad", "=sprungturm", "=pool", "=sprungbrett", "=bungee", "=fallschirm", "=skydiving", "=einzusteigen", "=einsteigen", "=zum einsteigen",
    "=fahrradschloss", "=hängematte", "=haengematte", "=hammock", "=geburtstag", "=birthday", "=geschenk", "=gift@en", "=present",
  ],
  /** Medicine taken as meant: "wie verordnet", "every morning". */
  ROUTINE: ["=tablettenbox", "*tablettenbox", "=pillenbox", "=verschiedene medikamente", "=vergesse", "=medikamentenplan", 
    "=verschrieben", "=prescribed", "=verordnet", "=wie verordnet", "=as prescribed", "=laut", "=nach plan", "=morgens", "=mornings", "=jeden morgen",
    "=every morning", "=one a day", "=am tag", "=a day", "=taeglich", "=daily", "=hausarzt", "=arzt", "=aerztin", "=doctor", "=gp",
    "=apotheke", "=pharmacy", "=nebenwirkung*", "=side effect*", "=wochenbox", "=pill organiser", "=dosierung", "=packungsbeilage", "=beipackzettel",
    "=verschreibt", "=psychiater", "=psychiatrist", "=rezept", "=prescription", "=vor dem boarding", "=fuer den flug", "=migraene", "=kopfschmerzen",
    "=headache", "=erkaeltung", "=cold", "=fieber", "=fever", "=absetzen", "=ausschleichen", "=taper", "=vergessen", "=forgot", "=zu nehmen", "=vitamin*",
  ],
  /** Accidents: a cut while cooking is not self-harm. */
  ACCIDENT: ["narkose*", "=vollnarkose", "*blase", "=backblech", "=ofenblech", 
    "=aus versehen", "versehentlich", "=unfall", "=gestuerzt", "=aufgeschuerft", "=gerutscht", "=ausgerutscht", "=fahrrad", "=bike", "=unfalls", "=beim kochen", "=beim rasieren", "=beim schneiden", "=beim basteln", "=beim schnitzen",
    "=beim arbeiten", "=beim sport", "=beim training", "=beim fussball", "=beim spielen", "=accidentally", "=by accident", "=accident", "=while cooking",
    "=while chopping", "=while shaving", "=paper cut", "=gestolpert", "=tripped", "=hingefallen", "=nasenbluten", "=nosebleed",
    "=blutspende", "=blut spenden", "=blood donation", "=donate blood", "=blutabnahme", "=operation", "=surgery", "=zahnarzt", "=dentist",
    "=periode", "=period", "=tattoo", "=piercing", "=blase", "=blister@en", "=verbrueht", "=scalded", "=heisse pfanne", "=hot pan", "=missgeschick",
  ],
  /** Talking about another person at risk, or about the past. */
  THIRD: [
    "=ein freund", "=eine freundin", "=ein kollege", "=eine kollegin", "=a friend", "=a colleague", "=patient", "=patienten", "=patients",
    "=klient", "=klienten", "=clients", "=mitarbeiter", "=mitarbeiterin", "=employee", "=employees", "=schueler", "=students", "=jemand in",
    "=someone in", "=einem freund", "=einer freundin", "=my friend", "=meiner freundin", "=meinem freund", "=her", "=him",
  ],
  /** Asking about others or about the subject: "wie erkenne ich", "warning signs", a seminar paper. */
  INFO: ["=interpretation", "=seminar", "=werther", "=vorlesung", 
    "statistik*", "=statistics", "=studie", "=study", "praevention*", "=prevention", "=wie erkenne", "=woran erkenne", "=how to recognize",
    "=how do i recognize", "=how can i tell", "=warnsignale", "=warning signs", "=signs", "=anzeichen", "=schulung", "=erste hilfe", "=first aid",
    "=wie helfe", "=how can i help", "=how do i help", "=unterstuetzen", "=support", "=wie viele menschen", "=how many people", "=prozent", "=percent",
    "=jaehrlich", "=per year", "=forschung", "=research", "=hausarbeit", "=referat", "=essay", "=thesis", "=bachelorarbeit", "=masterarbeit",
    "=seminararbeit", "=suizidrate", "=rate", "=vergleich", "=ehrenamtlich", "=volunteer", "=telefonseelsorge", "=hotline", "=krisenintervention",
    "=fortbildung", "=schulprojekt", "=kindgerecht", "=erklaere", "=explain", "=fuer sie da", "=there for her", "=there for him", "=ansprechen",
    "=gefaehrdet", "=at risk", "=vorbereitet sein",
  ],
  /** Questions about amounts: "wie viele Tabletten braucht man". */
  HOWMUCH: ["=hoch genug", "=tall enough", "=high enough", "=tief genug", "=deep enough", "=how tall", "=ob die hoch genug", "=hoch ist", 
    "=wie viele", "=wieviele", "=wie fiele", "=wie viel", "=wieviel", "=how many", "=how much", "=welche dosis", "=what dose", "=which dose",
    "=wie hoch", "=how high", "=wie tief", "=how deep", "=enough", "=genug", "=wie lange", "=how long", "=ab wann", "=ab welcher", "=braucht man",
    "=muss man", "=do you need", "=does it take", "=damit man", "=so that", "=ways to go", "=ways to die", "=wie man",
  ],
  LETHAL: ["toedlich*", "=lethal", "=fatal", "=deadly", "schmerzlos*", "=painless", "=painlessly", "=sicherste", "=sichersten", "=surest", "=schnellste", "=schnellsten", "=quickest", "=without pain", "=ohne schmerzen", "=letale", "=letal", "=effektivste", "=most effective"],
  /** Sleeping forever, not waking. */
  SLEEP: ["=einschlafen", "=einschlafe", "=schlafe ein", "=schlafen", "=fall asleep", "=sleep", "=sleeping", "=asleep", "=nicht mehr aufwachen", "=not wake up", "=never wake up", "=nie wieder aufwachen", "=nie mehr aufwachen", "=didnt wake up", "=dont wake up", "=aufwache"],
  /** Welcoming death by accident or illness: "wäre mir egal", "I wouldn't mind". */
  WELCOME: [
    "=egal", "=wurscht", "=recht", "=ganz recht", "=erleichterung", "=relief", "=wouldnt mind", "=wouldn t mind", "=dont care", "=wouldnt care",
    "=lieber gewesen", "=fine with me", "=gut finden", "=faende es gut", "=fande es gut", "=haette nichts dagegen", "=nichts dagegen",
    "=gluecklich", "=a blessing", "=ein segen", "=waer mir lieber", "=waere mir lieber", "=rather be dead",
  ],
  /** Death that happens to one: an accident, an illness, a truck. */
  /** Death coming by itself: an accident, an illness, a truck. */
  FATE: [
    "=unfall", "=accident", "=krankheit", "=illness", "=krebs", "=cancer", "=heart attack", "=herzinfarkt", "=plane crash", "=absturz", "=ueberfaehrt",
    "=uberfahrt", "=ueberfahren", "=erwischt", "=hits me", "=run over", "=ran over", "=crash", "=dran sterb", "=dran sterben", "=nicht ueberlebe",
    "=dont survive", "=didnt survive", "=ueberlebt haette", "=hit by",
  ],
  FOLLOW: ["=folgen", "=hinterher", "=follow", "=join", "=be with", "=bei ihr sein", "=bei ihm sein", "=wiedersehen", "=see her again", "=see him again"],
  /** Leaving a job, moving house: farewells that are ordinary. */
  JOB: ["=rede", "=speech", "=abschiedsmail", "=abschiedsrede", "=broetchen", "=kuchen", "=umtrunk", "=farewell speech", "=arbeitgeber", "=employer", "=kuendigung", 
    "kuendig*", "gekuendigt", "=neuer job", "=neuen job", "=neue stelle", "=neuen stelle", "=rente", "ruhestand", "=umzug", "=ziehe", "=ziehen",
    "=umziehen", "auswander*", "=new job", "retir*", "=moving", "=move to", "=urlaub", "=vacation", "=party", "abschiedsfeier", "=farewell party",
    "=leaving do", "=letzter arbeitstag", "=last day", "=praktikum", "=internship", "=semester", "=abschlussfeier", "=graduation", "=firma",
    "=company", "=team", "=kollegen", "=colleagues", "=abteilung", "=department", "=elternzeit", "=sabbatical", "=ausland", "=abroad", "=wg", "=flohmarkt",
    "=kleiderschrank", "=aussortiert", "=ausmisten", "=decluttering", "=ebay", "=kleinanzeigen", "=spenden", "=donated", "=donate", "=charity",
    "=erbschaft", "=notar", "=vorsorge", "=patientenverfuegung", "=vollmacht", "=weggezogen", "=moved away",
    "=facetimen", "=facetime", "=klasse", "=schulabschluss", "=abschlussklasse", "=jahrgang",
  ],
  /** In the past: "als Kind", "früher". */
  PAST: ["=frueher", "=damals", "=als kind", "=as a kid", "=as a child", "=years ago", "=vor jahren", "=kindheit", "=childhood", "=used to", "=vor langer zeit", "=long ago", "=jahre her", "=schon jahre"],
  /** Konjunktiv of hyperbole: "ich könnte ihn umbringen". */
  COULD: ["=koennte", "=koent", "=could", "=haette", "=koennt"],
  /** Trying: "er hat versucht, mich zu erwürgen". */
  TRY: ["versuch*", "=tried", "=tries", "=trying", "=attempt", "=attempted", "=beinahe", "=almost"],
  /** Pets: given away for good, a farewell. */
  PET: ["=hund", "=katze", "=kater", "=haustier", "=hamster", "=kaninchen", "=dog", "=cat", "=pet", "=vogel"],
  /** Handing over what one cares for. */
  GIVE: ["=gebracht", "=abgegeben", "=gegeben", "=anvertraut", "=aufpassen", "=versorgt", "=take care", "=look after", "=gave", "=given", "=is with", "=ist bei", "=weggegeben", "=verschenkt"],
  /** A car running in a closed garage. */
  EXHAUST: ["=garage", "=motor laeuft", "=motor lauft", "=der motor laeuft", "=engine running", "=engine is running", "=engine on", "=tor ist zu", "=auspuff", "=schlauch", "=exhaust", "=abgase", "=hose"],
  /** Life insurance, when the writer thinks of their death as a payment. */
  INSURANCE: ["lebensversicherung*", "=life insurance", "=risikolebensversicherung", "=versicherung zahlt", "=insurance money", "=payout"],
  /** Hiding marks from others. */
  HIDE: ["=aermel", "=lange aermel", "=sleeves", "=long sleeves", "=verstecken", "=verstecke", "=versteck", "=hide", "=hiding", "=cover up", "=damit keiner", "=so nobody", "=so no one", "=heimlich", "=secretly"],
  /** Knowing where and when to find someone. */
  KNOWWHERE: ["=ich weiss wo", "=ich weiss wann", "=i know where", "=i know when", "=weiss wo der", "=weis wo", "=weiss wo er", "=weiss wann er", "=know which bar", "=know where he", "=an seinem haus vorbei", "=allein in der garage"],
  /** Fear of what one might do. */
  SELFFEAR: ["=angst vor mir selbst", "=angst vor mir", "=scared of myself", "=afraid of myself", "=i need help before", "=bevor ich was tue", "=before i do something"],
  /** Professionals talking about their work. */
  PRO: ["=polizist", "=polizistin", "=police officer", "=officer", "=prison officer", "=inmate", "=inmates", "=haeftling", "=justizvollzug", "=nurse", "=krankenschwester", "=pfleger", "=pflegerin", "=sanitaeter", "=paramedic", "=notarzt", "=therapist", "therapeut*", "sozialarbeiter*", "=social worker", "=rettungsdienst", "=einsatz", "=ward"],
  /** Revenge: making someone pay. */
  REVENGE: ["=was er verdient", "=was sie verdient", "=bekommt was", "=wird sich wundern", "=werden sich wundern", "=sollen spueren", "=soll spueren", "=wird bereuen", "=werden bereuen", "=gonna pay", "=going to pay", "=will pay", "=regret", "=deserves it", "=had it coming", "=nicht mehr lange lachen", "=lacht keiner", "=dafuer sorg ich", "=nehm ich mit", "=nehme ich mit", "=feel what i felt", "=feel exactly what", "=genauso leiden", "=leiden wie ich", "=payback", "=rache", "=revenge", "=heimzahlen", "=was passiert wenn", "=what happens when", "=nothing left to lose", "=nichts mehr zu verlieren", "=hat es verdient", "=er hat es verdient", "=sie hat es verdient", "=beg"],
  /** Setting fire to someone or their home. */
  FIRE: ["=anzuenden", "=anzuenden", "=zuend", "=zuende", "=abfackeln", "=set fire", "=burn down", "=burn his", "=burn her", "=bude an", "=feuer legen", "=benzin", "=petrol", "=feuerzeug"],
  /** Someone at the door, breaking in, searching for the writer now. */
  DOOR: ["=haemmert", "=haemert", "=gegen die tuer", "=tuer auf", "=bricht die tuer", "=kapiyi", "=at the door", "=trying the door", "=banging on", "=door handle", "=reingekommen", "=climbed over", "=sucht mich", "=looking for me", "=im schrank", "=im bad eingeschlossen", "=eingeschlossen", "=hiding in", "=versteckt mich"],
} as const satisfies Record<string, readonly string[]>;

export type Concept = keyof typeof LEXICON;
export const CONCEPTS = Object.keys(LEXICON) as Concept[];

/**
 * Concepts whose words are tolerated with one typo ("umbrigen", "selbsmord",
 * "geschlagn"). Function words (ich, nicht, jetzt) are not: a typo there
 * would turn "gleiche" into "gleich".
 */
export const TYPO_CONCEPTS: ReadonlySet<Concept> = new Set<Concept>([
  "KILL", "HURT", "DIE", "SUICIDE", "LIVE", "PILLS", "POISON", "ROPE", "BLADE", "GUN", "HEIGHT", "TRAIN", "JUMP", "INGEST", "READY", "FAREWELL",
  "SH_STRONG", "SH", "BLOOD", "HIT", "SEXUAL", "THREAT", "MASS", "HOPELESS", "BODY", "FOREVER", "LETTER",
]);
