import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** The query that asks for a page module's `route` declaration alone (src/app/page-table.ts). */
export const ROUTE_QUERY = '?route';

/**
 * A page module's `route` declaration and the imports it names, nothing else: what the route
 * table needs of a page (its path, navigation entry, prerender flag) without the page's code,
 * which stays in the page's own lazily loaded chunk (decision 035). Read from the source, so the
 * other plugins (TypeScript, Lingui's `msg`) transform the result as they do the whole file.
 */
export function routeDeclaration(fileName: string, source: string): string {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const route = file.statements.find(
    (s): s is ts.VariableStatement =>
      ts.isVariableStatement(s) &&
      !!s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) &&
      s.declarationList.declarations.some(
        (d) => ts.isIdentifier(d.name) && d.name.text === 'route',
      ),
  );
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
