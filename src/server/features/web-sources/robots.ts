/**
 * robots.txt as RFC 9309 reads it: the group for our product token (else `*`), its longest matching
 * rule wins, Allow over Disallow on a tie; `*` matches any characters and `$` the end.
 */
export interface Robots {
  allows(pathAndQuery: string): boolean;
}

export const ALLOW_ALL: Robots = { allows: () => true };
export const DISALLOW_ALL: Robots = { allows: () => false };

interface Rule {
  allow: boolean;
  pattern: string;
  match: RegExp;
}

function toRegExp(pattern: string): RegExp {
  const anchored = pattern.endsWith("$");
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${body}${anchored ? "$" : ""}`);
}

/** Percent-encodes what a browser would, so a rule written decoded matches an encoded path and back. */
function normalisePath(path: string): string {
  try {
    return encodeURI(decodeURI(path));
  } catch {
    return path;
  }
}

export function parseRobots(text: string, productToken: string): Robots {
  const token = productToken.toLowerCase();
  const groups: { agents: string[]; rules: Rule[] }[] = [];
  let current: { agents: string[]; rules: Rule[] } | undefined;
  let lastWasAgent = false;
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/#.*/, "").trim();
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "user-agent") {
      if (!current || !lastWasAgent) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
    } else if ((key === "allow" || key === "disallow") && current) {
      lastWasAgent = false;
      // An empty Disallow allows everything: no rule.
      if (value === "") continue;
      const pattern = normalisePath(value);
      current.rules.push({ allow: key === "allow", pattern, match: toRegExp(pattern) });
    } else lastWasAgent = false;
  }
  const ours = groups.filter((g) => g.agents.some((a) => a !== "*" && token.startsWith(a)));
  const chosen = ours.length ? ours : groups.filter((g) => g.agents.includes("*"));
  const rules = chosen.flatMap((g) => g.rules);
  if (rules.length === 0) return ALLOW_ALL;
  return {
    allows(pathAndQuery) {
      const path = normalisePath(pathAndQuery);
      let best: Rule | undefined;
      for (const r of rules) {
        if (!r.match.test(path)) continue;
        if (!best || r.pattern.length > best.pattern.length || (r.pattern.length === best.pattern.length && r.allow)) best = r;
      }
      return best?.allow ?? true;
    },
  };
}
