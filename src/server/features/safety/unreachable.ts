/**
 * The person the visitor worries about cannot be reached ("sie geht nicht ans Telefon", "he isn't picking up",
 * "nicht mehr erreichbar"). After a warning it makes the danger one of now: the grading puts 112 first, and the
 * offline coach's guidance for helpers speaks to it.
 */
const UNREACHABLE = new RegExp(
  [
    "nicht (mehr )?ans (telefon|handy)|(geht|ging|gehen) (\\w+ ){0,2}nicht (mehr )?(ran|dran)|(nimmt|hebt) (\\w+ ){0,2}nicht ab",
    "(meldet|meldete) sich (\\w+ ){0,3}nicht|antwortet (\\w+ ){0,3}nicht|nicht (mehr )?(erreichbar|zu erreichen)|erreiche (sie|ihn) (\\w+ ){0,2}nicht",
    "(doesn['’]?t|does not|won['’]?t|isn['’]?t|is not|not) (answer|answering|pick(ing)? up|respond|responding|reply|replying)",
    "can['’]?t (reach|get hold of|get through to)",
  ]
    .map((p) => `\\b(?:${p})\\b`)
    .join("|"),
  "i",
);

export function cannotBeReached(text: string): boolean {
  return UNREACHABLE.test(text);
}
