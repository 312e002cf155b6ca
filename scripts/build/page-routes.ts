import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** The query that asks for a page module's `route` declaration alone (src/app/page-table.ts). */
export const ROUTE_QUERY = '?route';

const parse = (fileName: string, source: string) =>
  ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** The `export const route = …` statement of a page module, if it has one. */
const routeStatement = (file: ts.SourceFile) =>
  file.statements.find(
    (s): s is ts.VariableStatement =>
      ts.isVariableStatement(s) &&
      !!s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) &&
      s.declarationList.declarations.some(
        (d) => ts.isIdentifier(d.name) && d.name.text === 'route',
      ),
  );

/**
 * A page module's `route` declaration and the imports it names, nothing else: what the route
 * table needs of a page (its path, navigation entry, prerender flag) without the page's code,
 * which stays in the page's own lazily loaded chunk (decision 035). Read from the source, so the
 * other plugins (TypeScript, Lingui's `msg`) transform the result as they do the whole file.
 */
export function routeDeclaration(fileName: string, source: string): string {
  const file = parse(fileName, source);
  const route = routeStatement(file);
  if (!route) throw new Error(`${fileName}: a page module exports \`const route\` (decision 035)`);
  const named = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) named.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(route);
  const imports = file.statements.filter(ts.isImportDeclaration).flatMap((declaration) => {
    const clause = declaration.importClause;
    const bindings = clause?.namedBindings;
    const names = [
      ...(clause?.name ? [clause.name.text] : []),
      ...(bindings && ts.isNamedImports(bindings) ? bindings.elements.map((e) => e.name.text) : []),
    ];
    return names.some((name) => named.has(name)) ? [declaration.getText(file)] : [];
  });
  return [...imports, route.getText(file)].join('\n');
}

/** A literal property of an object literal (`satisfies`/`as` unwrapped). */
function property(node: ts.Expression | undefined, name: string): ts.Expression | undefined {
  while (node && (ts.isSatisfiesExpression(node) || ts.isAsExpression(node)))
    node = node.expression;
  if (!node || !ts.isObjectLiteralExpression(node)) return undefined;
  const found = node.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
  );
  return found?.initializer;
}

/**
 * The main navigation's paths in order, read from the page modules' sources: for what runs without
 * Vite (the e2e sweeps, e2e/support/pages.ts). `src/app/page-table.test.ts` holds it to the app's
 * own `NAV_ITEMS`.
 */
export function navigationPaths(dir = 'src/app/routes'): string[] {
  const entries = readdirSync(dir)
    .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
    .flatMap((name) => {
      const file = parse(name, readFileSync(join(dir, name), 'utf8'));
      const route = routeStatement(file)?.declarationList.declarations[0]?.initializer;
      const path = property(route, 'path');
      const order = property(property(route, 'nav'), 'order');
      if (!order) return [];
      if (!path || !ts.isStringLiteral(path) || !ts.isNumericLiteral(order))
        throw new Error(`${name}: a navigation entry needs a literal path and order`);
      return [{ path: path.text, order: Number(order.text) }];
    });
  return entries.sort((a, b) => a.order - b.order).map((entry) => entry.path);
}

/**
 * Serves `src/app/routes/<page>.tsx?route`: the route table imports every page's declaration at
 * once, and each page's code stays behind its own dynamic import.
 */
export function pageRoutes(): Plugin {
  return {
    name: 'page-routes',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`.tsx${ROUTE_QUERY}`)) return null;
      const fileName = id.slice(0, -ROUTE_QUERY.length);
      this.addWatchFile(fileName);
      return {
        code: routeDeclaration(fileName, readFileSync(fileName, 'utf8')),
        moduleType: 'tsx',
      };
    },
  };
}
