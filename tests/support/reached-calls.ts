import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { filesUnder } from './files-under';

/**
 * The content-API calls the shop makes from code a page, a route handler or the proxy reaches, found
 * by reading the source (TypeScript's parser, no type checking). From every module under app/ and
 * proxy.ts, the walk follows what each reached declaration refers to: a name of its module, or a name
 * it imports (through re-exports too). A call counts when a reached declaration calls one of the
 * clients (`call`, `upstream`, …) with a path and, in an options object, a method (GET without one).
 * Exported declarations nobody reaches do not count, even in a module others import from.
 */
export type ReachedCall = { method: string; path: string; file: string };

/** The functions that send a request to the content API: the server's client and the islands' proxy. */
const CLIENTS = new Map([
  ['call', 'GET'],
  ['upstream', 'GET'],
  ['getBinary', 'GET'],
  ['postStream', 'POST'],
]);
const ENTRY_FILES = ['proxy.ts', 'instrumentation.ts'];
const EXTENSIONS = ['.ts', '.tsx'];

type Module = {
  file: string;
  source: ts.SourceFile;
  /** Top-level declarations by name ('default' for a default export). */
  declarations: Map<string, ts.Node[]>;
  /** Local binding → the module and name it is imported from ('*' for a namespace import). */
  imports: Map<string, { file: string; name: string }>;
  /** `export { a as b } from`: b → the module's a; `export { a as b }`: b → local a. */
  reexports: Map<string, { file?: string; name: string }>;
  stars: string[];
  /** Top-level statements that are not declarations (they run when the module loads). */
  effects: ts.Node[];
  /** `const x = '…'` anywhere in the module, for paths built from a constant. */
  constants: Map<string, ts.Expression>;
};

function resolver(root: string) {
  return (from: string, specifier: string): string | undefined => {
    let base: string;
    if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
    else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
    else return undefined;
    const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
    return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  };
}

const hasExportDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : bindingNames(element.name)));
}

function readModule(file: string, resolve: ReturnType<typeof resolver>): Module {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const unit: Module = {
    file,
    source,
    declarations: new Map(),
    imports: new Map(),
    reexports: new Map(),
    stars: [],
    effects: [],
    constants: new Map(),
  };
  const declare = (name: string, node: ts.Node) => unit.declarations.set(name, [...(unit.declarations.get(name) ?? []), node]);

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const target = ts.isStringLiteral(statement.moduleSpecifier) ? resolve(file, statement.moduleSpecifier.text) : undefined;
      const clause = statement.importClause;
      if (!target || !clause || clause.isTypeOnly) continue;
      if (clause.name) unit.imports.set(clause.name.text, { file: target, name: 'default' });
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) unit.imports.set(bindings.name.text, { file: target, name: '*' });
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          if (!element.isTypeOnly) unit.imports.set(element.name.text, { file: target, name: (element.propertyName ?? element.name).text });
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const target =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? resolve(file, statement.moduleSpecifier.text)
          : undefined;
      if (statement.moduleSpecifier && !target) continue;
      if (!statement.exportClause) unit.stars.push(target!);
      else if (ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements)
          unit.reexports.set(element.name.text, { file: target, name: (element.propertyName ?? element.name).text });
    } else if (ts.isExportAssignment(statement)) {
      declare('default', statement);
    } else if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) {
      if (statement.name) declare(statement.name.text, statement);
      if (hasExportDefault(statement)) declare('default', statement);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        for (const name of bindingNames(declaration.name)) declare(name, declaration);
    } else if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement) && !ts.isModuleDeclaration(statement)) {
      unit.effects.push(statement);
    }
  }
  const collectConstants = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && !unit.constants.has(node.name.text))
      unit.constants.set(node.name.text, node.initializer);
    ts.forEachChild(node, collectConstants);
  };
  collectConstants(source);
  return unit;
}

type Located = { unit: Module; node: ts.Node };
type Lookup = (file: string) => Module;

/** What a name of a module stands for: its own declaration, or the declaration it imports. */
function valueOf(unit: Module, name: string, lookup: Lookup, depth = 0): Located | undefined {
  if (depth > 4) return undefined;
  const constant = unit.constants.get(name);
  if (constant) return { unit, node: constant };
  const own = unit.declarations.get(name)?.[0];
  if (own) return { unit, node: ts.isVariableDeclaration(own) && own.initializer ? own.initializer : own };
  const imported = unit.imports.get(name) ?? unit.reexports.get(name);
  if (imported && 'file' in imported && imported.file) return valueOf(lookup(imported.file), imported.name, lookup, depth + 1);
  for (const star of unit.stars) {
    const found = valueOf(lookup(star), name, lookup, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The expression an expression stands for, through names, object properties and one-expression functions. */
function resolved(at: Located, lookup: Lookup, depth = 0): Located | undefined {
  const { unit, node } = at;
  if (depth > 6) return undefined;
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return resolved({ unit, node: node.expression }, lookup, depth + 1);
  if (ts.isIdentifier(node)) {
    const value = valueOf(unit, node.text, lookup);
    return value && resolved(value, lookup, depth + 1);
  }
  if (ts.isPropertyAccessExpression(node)) {
    const base = resolved({ unit, node: node.expression }, lookup, depth + 1);
    if (!base || !ts.isObjectLiteralExpression(base.node)) return undefined;
    const property = base.node.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === node.name.text);
    return property && ts.isPropertyAssignment(property)
      ? resolved({ unit: base.unit, node: property.initializer }, lookup, depth + 1)
      : undefined;
  }
  return at;
}

/** The expression a function returns, when it is one. */
function returned(fn: ts.Node): ts.Expression | undefined {
  if (!ts.isArrowFunction(fn) && !ts.isFunctionDeclaration(fn) && !ts.isFunctionExpression(fn)) return undefined;
  if (fn.body && !ts.isBlock(fn.body)) return fn.body;
  const statements = fn.body?.statements ?? [];
  const last = statements[statements.length - 1];
  return statements.length === 1 && last && ts.isReturnStatement(last) ? last.expression : undefined;
}

/** The path an argument spells, with `{}` for each value not known from the source; undefined for no path. */
function pathOf(at: Located, lookup: Lookup, depth = 0): string | undefined {
  if (depth > 6) return undefined;
  const found = resolved(at, lookup);
  if (!found) return undefined;
  const { unit, node } = found;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  const template = ts.isTaggedTemplateExpression(node) ? node.template : node;
  if (ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
  if (ts.isTemplateExpression(template))
    return (
      template.head.text +
      template.templateSpans
        .map((span) => (pathOf({ unit, node: span.expression }, lookup, depth + 1) ?? '{}') + span.literal.text)
        .join('')
    );
  if (ts.isCallExpression(node)) {
    const fn = resolved({ unit, node: node.expression }, lookup);
    const body = fn && returned(fn.node);
    return body ? pathOf({ unit: fn.unit, node: body }, lookup, depth + 1) : undefined;
  }
  return undefined;
}

/** The paths an argument may spell: both of `a ? 'x' : 'y'`. */
function pathsOf(at: Located, lookup: Lookup): string[] {
  const found = resolved(at, lookup);
  if (found && ts.isConditionalExpression(found.node))
    return [found.node.whenTrue, found.node.whenFalse].flatMap((node) => pathsOf({ unit: found.unit, node }, lookup));
  const one = pathOf(at, lookup);
  return one === undefined ? [] : [one];
}

function methodOf(args: readonly ts.Expression[], fallback: string): string {
  for (const arg of args) {
    if (!ts.isObjectLiteralExpression(arg)) continue;
    for (const property of arg.properties)
      if (
        ts.isPropertyAssignment(property) &&
        ts.isIdentifier(property.name) &&
        property.name.text === 'method' &&
        ts.isStringLiteralLike(property.initializer)
      )
        return property.initializer.text.toUpperCase();
  }
  return fallback;
}

const calleeName = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression)
    ? call.expression.text
    : ts.isPropertyAccessExpression(call.expression)
      ? call.expression.name.text
      : undefined;

/** Which argument of a client call is its path: the server's client takes the context first. */
const pathArgument = (name: string) => (name === 'upstream' ? 0 : 1);

/**
 * A function of ours that hands one of its parameters to a client as the path (`changeMethod(path,
 * body)`): calls of it are calls of the content API with that argument as the path.
 */
function wrapperOf(fn: ts.Node): { parameter: number; method: string } | undefined {
  if (!ts.isArrowFunction(fn) && !ts.isFunctionDeclaration(fn) && !ts.isFunctionExpression(fn)) return undefined;
  const parameters = fn.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : ''));
  let found: { parameter: number; method: string } | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const client = name && CLIENTS.get(name);
      const argument = client && node.arguments[pathArgument(name)];
      if (argument && ts.isIdentifier(argument) && parameters.includes(argument.text))
        found = { parameter: parameters.indexOf(argument.text), method: methodOf(node.arguments.slice(1), client) };
    }
    ts.forEachChild(node, visit);
  };
  if (fn.body) visit(fn.body);
  return found;
}

/** Whether an identifier is a reference (not a property's name, a declared name or a label). */
function isReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isPropertyDeclaration(parent)) &&
    parent.name === node
  )
    return false;
  if (ts.isJsxAttribute(parent)) return false;
  return true;
}

export function reachedCalls(root: string): ReachedCall[] {
  const resolve = resolver(root);
  const modules = new Map<string, Module>();
  const moduleOf = (file: string) => {
    let unit = modules.get(file);
    if (!unit) modules.set(file, (unit = readModule(file, resolve)));
    return unit;
  };

  const found: ReachedCall[] = [];
  const seen = new Set<string>();
  const queue: { file: string; name: string }[] = [];
  const visited = new Set<ts.Node>();
  const loaded = new Set<string>();

  const reach = (file: string, name: string) => {
    const key = `${file}#${name}`;
    if (!seen.has(key)) {
      seen.add(key);
      queue.push({ file, name });
    }
  };

  const walk = (unit: Module, node: ts.Node) => {
    if (visited.has(node)) return;
    visited.add(node);
    const visit = (child: ts.Node): void => {
      if (ts.isIdentifier(child) && isReference(child)) {
        const name = child.text;
        const imported = unit.imports.get(name);
        if (imported) reach(imported.file, imported.name);
        else if (unit.declarations.has(name)) reach(unit.file, name);
      }
      if (ts.isCallExpression(child)) {
        if (child.expression.kind === ts.SyntaxKind.ImportKeyword && child.arguments[0] && ts.isStringLiteral(child.arguments[0])) {
          const target = resolve(unit.file, child.arguments[0].text);
          if (target) reach(target, '*');
        }
        const callee = calleeName(child);
        const client = callee && CLIENTS.get(callee);
        if (client) {
          const argument = child.arguments[pathArgument(callee)];
          const method = methodOf(child.arguments.slice(1), client);
          if (argument)
            for (const target of pathsOf({ unit, node: argument }, moduleOf))
              found.push({ method, path: target, file: path.relative(root, unit.file) });
        } else {
          const fn = resolved({ unit, node: child.expression }, moduleOf);
          const wrapper = fn && wrapperOf(fn.node);
          const argument = wrapper && child.arguments[wrapper.parameter];
          if (wrapper && argument)
            for (const target of pathsOf({ unit, node: argument }, moduleOf))
              found.push({ method: wrapper.method, path: target, file: path.relative(root, unit.file) });
        }
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
  };

  // The pages, layouts and route handlers of app/.
  const isModule = (name: string) => EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts');
  for (const file of filesUnder(path.join(root, 'app'), isModule)) reach(file, '*');
  for (const file of ENTRY_FILES.map((name) => path.join(root, name))) if (existsSync(file)) reach(file, '*');

  while (queue.length > 0) {
    const { file, name } = queue.shift()!;
    const unit = moduleOf(file);
    if (!loaded.has(file)) {
      loaded.add(file);
      for (const effect of unit.effects) walk(unit, effect);
    }
    if (name === '*') {
      for (const declared of unit.declarations.keys()) reach(file, declared);
      for (const from of unit.reexports.values()) reach(from.file ?? file, from.name);
      for (const star of unit.stars) reach(star, '*');
      continue;
    }
    const declarations = unit.declarations.get(name);
    if (declarations) {
      for (const declaration of declarations) walk(unit, declaration);
      continue;
    }
    const reexport = unit.reexports.get(name);
    if (reexport) reach(reexport.file ?? file, reexport.name);
    else for (const star of unit.stars) reach(star, name);
  }
  return found;
}

/** A call path without query, leading or trailing slashes. */
export const normalisedPath = (raw: string) => raw.split('?')[0]!.replace(/^\/+|\/+$/g, '');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patternRegex = (pattern: string, wildcard: string) => new RegExp(`^${pattern.split('{}').map(escape).join(wildcard)}$`);

/**
 * Whether a call the shop makes (`{}` for values built at run time) is the SPEC's call (`{}` for
 * values the SPEC leaves open). A made path must name at least one word of its own: `{}/{}` is no call.
 */
export function isSpecCall(made: ReachedCall, spec: { method: string; path: string }): boolean {
  if (made.method !== spec.method) return false;
  const madePath = normalisedPath(made.path);
  if (!/[a-z]{3}/i.test(madePath.replaceAll('{}', ''))) return false;
  return (
    patternRegex(madePath, '.+').test(spec.path.replaceAll('{}', 'x')) ||
    patternRegex(spec.path, '[^/]+').test(madePath.replaceAll('{}', 'x'))
  );
}
