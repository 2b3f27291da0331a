/**
 * Every area's plain facts (`export const area = { … }` in `src/api/resources/<area>.ts`), read
 * from the declarations with TypeScript's parser, never by running them: the start's first request
 * and the sidebar need an area's path, id, page size and place in the menu before (or without) its
 * zod schema and screen code. The app reads them as the module `virtual:area-facts`; Node-side
 * readers (the e2e support) call `readAreaFacts`. A fact that is not a literal stops the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** Where the declarations are, from the project's root. */
export const AREAS_DIR = 'src/api/resources';
const ID = 'virtual:area-facts';

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
    ? unwrap(node.expression)
    : node;

function literal(node: ts.Expression, where: string): unknown {
  const at = unwrap(node);
  if (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at)) return at.text;
  if (ts.isNumericLiteral(at)) return Number(at.text);
  if (at.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (at.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isArrayLiteralExpression(at)) return at.elements.map((e) => literal(e, where));
  if (ts.isObjectLiteralExpression(at))
    return Object.fromEntries(
      at.properties.map((p) => {
        if (!ts.isPropertyAssignment(p) || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)))
          throw new Error(`${where}: \`area\` must be plain data (${ts.SyntaxKind[p.kind]})`);
        return [p.name.text, literal(p.initializer, `${where}.${p.name.text}`)];
      }),
    );
  throw new Error(`${where}: \`area\` must be plain data, not ${ts.SyntaxKind[at.kind]}`);
}

/** The `area` a declaration's source exports, if it has one. */
export function factsOf(file: string, text: string): Record<string, unknown> | undefined {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const d of statement.declarationList.declarations)
      if (ts.isIdentifier(d.name) && d.name.text === 'area' && d.initializer)
        return literal(d.initializer, `${file}: area`) as Record<string, unknown>;
  }
  return undefined;
}

const declarations = (dir: string) =>
  readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .sort()
    .map((name) => join(dir, name));

/** Every declared area's facts, in the order of their files' names. */
export function readAreaFacts(dir = AREAS_DIR): Record<string, unknown>[] {
  return declarations(dir).flatMap((file) => {
    const facts = factsOf(file, readFileSync(file, 'utf8'));
    return facts ? [facts] : [];
  });
}

/** `import AREAS from 'virtual:area-facts'`: the facts as a JSON literal, nothing else. */
export function areaFacts(dir = AREAS_DIR): Plugin {
  return {
    name: 'clinic-admin:area-facts',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    // A declaration added or removed while `npm start` runs: read them again, reload the page.
    configureServer(server) {
      const changed = (file: string) => {
        if (!resolve(file).startsWith(resolve(dir))) return;
        const facts = server.moduleGraph.getModuleById(`\0${ID}`);
        if (facts) server.moduleGraph.invalidateModule(facts);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', changed).on('unlink', changed);
    },
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      for (const file of declarations(dir)) this.addWatchFile(resolve(file));
      return `export default ${JSON.stringify(readAreaFacts(dir))};`;
    },
  };
}
