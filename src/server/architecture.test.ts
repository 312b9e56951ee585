import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";

/**
 * The server's wiring rules (docs/decisions/018-wiring.md), checked on the
 * import graph of src/server, type-only imports included; tests are left out.
 */
const SERVER = path.resolve("src/server");
const SOURCES: Record<string, string> = { "#server/": SERVER, "#shared/": path.resolve("src/shared") };

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

function resolve(from: string, specifier: string): string | undefined {
  const alias = Object.keys(SOURCES).find((prefix) => specifier.startsWith(prefix));
  const base = alias
    ? path.join(SOURCES[alias]!, specifier.slice(alias.length))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/** The modules each module imports: static, dynamic and type-only imports and re-exports. */
function importGraph(): Map<string, Set<string>> {
  const modules = walk(SERVER).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  const graph = new Map<string, Set<string>>();
  for (const file of modules) {
    const targets = new Set<string>();
    const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      let specifier: ts.Expression | undefined;
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) specifier = node.moduleSpecifier;
      else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) specifier = node.arguments[0];
      if (specifier && ts.isStringLiteral(specifier)) {
        const target = resolve(file, specifier.text);
        if (target?.startsWith(SERVER + path.sep)) targets.add(target);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    graph.set(file, targets);
  }
  return graph;
}

const graph = importGraph();
const rel = (file: string) => path.relative(SERVER, file).split(path.sep).join("/");
const featureOf = (file: string) => /^features\/([^/]+)\//.exec(rel(file))?.[1];

describe("server wiring", () => {
  test("no server modules import each other in a cycle", () => {
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, "open");
      stack.push(file);
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === "open") cycles.push([...stack.slice(stack.indexOf(next)), next].map(rel).join(" → "));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, "done");
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file);
    expect(cycles).toEqual([]);
  });

  test("features import the context from context.ts, never app.ts", () => {
    const app = path.join(SERVER, "app.ts");
    const offenders = [...graph].filter(([file, targets]) => featureOf(file) && targets.has(app)).map(([file]) => rel(file));
    expect(offenders).toEqual([]);
  });

  test("a feature uses another feature only through its service.ts", () => {
    const offenders: string[] = [];
    for (const [file, targets] of graph) {
      const feature = featureOf(file);
      if (!feature) continue;
      for (const target of targets) {
        const other = featureOf(target);
        if (other && other !== feature && rel(target) !== `features/${other}/service.ts`)
          offenders.push(`${rel(file)} → ${rel(target)}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
