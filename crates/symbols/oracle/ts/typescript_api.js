#!/usr/bin/env node
// Reference symbols of TypeScript and JavaScript files, by the TypeScript compiler API, per
// docs/SYMBOLS.md ("TypeScript / JavaScript"), to judge `cm symbols` against.
//
// Reads file paths on stdin, one per line; prints one JSON object per file:
// {"file", "symbols": [{"name", "start_line", "end_line"}], "code_lines": [...]}, or
// {"file", "error"} when the compiler reports syntax errors. A code line is a line covered by
// a token (comments, JSDoc included, are trivia).

"use strict";

const fs = require("fs");
const path = require("path");
const ts = require("typescript");

function scriptKind(file) {
  switch (path.extname(file)) {
    case ".tsx":
      return ts.ScriptKind.TSX;
    case ".jsx":
      return ts.ScriptKind.JSX;
    case ".js":
    case ".mjs":
    case ".cjs":
      return ts.ScriptKind.JS;
    default:
      return ts.ScriptKind.TS;
  }
}

function hasModifier(node, kind) {
  return (ts.canHaveModifiers(node) && (ts.getModifiers(node) || []).some((m) => m.kind === kind)) || false;
}

// The text of a property name as written: quotes dropped from string names, whitespace from
// computed ones (`[Symbol.iterator]`).
function propertyName(name, sf) {
  const text = name.getText(sf);
  if (ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) {
    return text.slice(1, -1);
  }
  return text.replace(/\s+/g, "");
}

function isFunctionValue(node) {
  return node !== undefined && (ts.isArrowFunction(node) || ts.isFunctionExpression(node));
}

// The values of module-level data: an object, an array, a call other than `require(...)` (a
// tagged template is a call), a `new`, an `as` / `satisfies` expression, a literal (string,
// number, regex, template, boolean), an operator expression (binary other than an
// assignment or a comma, unary other than `++`/`--`, ternary), or a member access whose
// object is not a call of `require`.
function isDataValue(value, sf) {
  if (value === undefined) return false;
  if (ts.isCallExpression(value)) {
    return !(ts.isIdentifier(value.expression) && value.expression.text === "require");
  }
  if (ts.isBinaryExpression(value)) {
    const op = value.operatorToken.kind;
    return (
      op !== ts.SyntaxKind.CommaToken &&
      !(op >= ts.SyntaxKind.FirstAssignment && op <= ts.SyntaxKind.LastAssignment)
    );
  }
  if (ts.isPrefixUnaryExpression(value)) {
    return value.operator !== ts.SyntaxKind.PlusPlusToken && value.operator !== ts.SyntaxKind.MinusMinusToken;
  }
  if (ts.isPropertyAccessExpression(value)) {
    return !/^require\s*\(/.test(value.expression.getText(sf));
  }
  return (
    ts.isObjectLiteralExpression(value) ||
    ts.isArrayLiteralExpression(value) ||
    ts.isNewExpression(value) ||
    ts.isTaggedTemplateExpression(value) ||
    ts.isAsExpression(value) ||
    ts.isSatisfiesExpression(value) ||
    ts.isStringLiteral(value) ||
    ts.isNumericLiteral(value) ||
    ts.isBigIntLiteral(value) ||
    ts.isRegularExpressionLiteral(value) ||
    ts.isNoSubstitutionTemplateLiteral(value) ||
    ts.isTemplateExpression(value) ||
    value.kind === ts.SyntaxKind.TrueKeyword ||
    value.kind === ts.SyntaxKind.FalseKeyword ||
    ts.isTypeOfExpression(value) ||
    ts.isVoidExpression(value) ||
    ts.isDeleteExpression(value) ||
    ts.isConditionalExpression(value)
  );
}

// Module-level data: a declaration of a top-level statement (exported or not, not `declare`)
// whose value is data (above).
function isModuleData(node, sf) {
  const list = node.parent;
  const statement = list && list.parent;
  if (!statement || !ts.isVariableStatement(statement) || !ts.isSourceFile(statement.parent)) return false;
  if (hasModifier(statement, ts.SyntaxKind.DeclareKeyword)) return false;
  return isDataValue(node.initializer, sf);
}

// `module.exports = VALUE;` at the top level, with a data value.
function isModuleExports(node, sf) {
  if (!ts.isExpressionStatement(node) || !ts.isSourceFile(node.parent)) return false;
  const e = node.expression;
  if (!ts.isBinaryExpression(e) || e.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return false;
  const left = e.left;
  return (
    ts.isPropertyAccessExpression(left) &&
    ts.isIdentifier(left.expression) &&
    left.expression.text === "module" &&
    ts.isIdentifier(left.name) &&
    left.name.text === "exports" &&
    isDataValue(e.right, sf)
  );
}

const SUITES = new Set(["describe", "suite", "context"]);
const TESTS = new Set(["it", "test", "bench"]);
const MODIFIERS = new Set(["only", "skip", "todo", "concurrent", "sequential", "shuffle", "fails", "failing"]);
const HOOKS = new Set(["beforeEach", "afterEach", "beforeAll", "afterAll", "before", "after"]);

// A test block: a call statement of `describe`, `suite`, `context`, `it`, `test`, `bench`
// (or `NAME.MODIFIER`), or `Deno.test`, whose first argument is a string or a template
// without `${`, and with a function among the rest: named by the title. A hook,
// `beforeEach(...)` with a function among its arguments: named `beforeEach`.
function testBlock(node, sf) {
  if (!ts.isExpressionStatement(node) || !ts.isCallExpression(node.expression)) return null;
  const call = node.expression;
  const callee = call.expression;
  const args = call.arguments;
  const isFunction = (a) => isFunctionValue(a);
  let framework;
  let modifier;
  if (ts.isIdentifier(callee)) {
    framework = callee.text;
  } else if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && ts.isIdentifier(callee.name)) {
    framework = callee.expression.text;
    modifier = callee.name.text;
  } else {
    return null;
  }
  if (modifier === undefined && HOOKS.has(framework)) {
    return args.some(isFunction) ? { name: framework, range: node } : null;
  }
  const deno = framework === "Deno" && modifier === "test";
  const named = (SUITES.has(framework) || TESTS.has(framework)) && (modifier === undefined || MODIFIERS.has(modifier));
  if (!deno && !named) return null;
  const title = args[0];
  if (title === undefined) return null;
  const text = title.getText(sf);
  const plain =
    ts.isStringLiteral(title) || (ts.isNoSubstitutionTemplateLiteral(title) && !text.includes("${"));
  if (!plain || !args.slice(1).some(isFunction)) return null;
  // An empty title names nothing: its lines stay with what encloses the call.
  const name = text.slice(1, -1);
  return name === "" ? null : { name, range: node };
}

// {name, range} when `node` is a symbol, else null.
function definition(node, sf) {
  const parent = node.parent;
  if (ts.isClassDeclaration(node) || ts.isFunctionDeclaration(node)) {
    if (node.name) return { name: node.name.text, range: node };
    if (hasModifier(node, ts.SyntaxKind.DefaultKeyword)) return { name: "default", range: node };
    return null;
  }
  if (
    (ts.isMethodDeclaration(node) || ts.isGetAccessorDeclaration(node) || ts.isSetAccessorDeclaration(node)) &&
    ts.isClassLike(parent)
  ) {
    return { name: propertyName(node.name, sf), range: node };
  }
  if (ts.isConstructorDeclaration(node)) {
    return { name: "constructor", range: node };
  }
  if (ts.isPropertyDeclaration(node) && ts.isClassLike(parent) && isFunctionValue(node.initializer)) {
    return { name: propertyName(node.name, sf), range: node };
  }
  if (
    ts.isVariableDeclaration(node) &&
    ts.isIdentifier(node.name) &&
    node.initializer !== undefined &&
    (isFunctionValue(node.initializer) || ts.isClassExpression(node.initializer))
  ) {
    // The whole statement when it declares one name.
    let range = node;
    if (ts.isVariableDeclarationList(parent) && parent.declarations.length === 1) {
      range = ts.isVariableStatement(parent.parent) ? parent.parent : parent;
    }
    return { name: node.name.text, range };
  }
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && isModuleData(node, sf)) {
    let range = node;
    if (parent.declarations.length === 1) range = parent.parent;
    return { name: node.name.text, range };
  }
  if (ts.isExportAssignment(node) && !node.isExportEquals && isDataValue(node.expression, sf)) {
    return { name: "default", range: node };
  }
  if (isModuleExports(node, sf)) {
    return { name: "module.exports", range: node };
  }
  const test = testBlock(node, sf);
  if (test) return test;
  if (ts.isInterfaceDeclaration(node) || ts.isEnumDeclaration(node) || ts.isTypeAliasDeclaration(node)) {
    return { name: node.name.text, range: node };
  }
  if (ts.isModuleDeclaration(node)) {
    const name = ts.isStringLiteral(node.name) ? node.name.getText(sf).slice(1, -1) : node.name.text;
    return { name, range: node };
  }
  return null;
}

function lineOf(sf, pos) {
  return sf.getLineAndCharacterOfPosition(pos).line + 1;
}

function symbols(sf) {
  const out = [];
  const visit = (node, chain) => {
    const def = definition(node, sf);
    if (def) {
      chain = chain.concat([def.name]);
      out.push({
        name: chain.join("."),
        start_line: lineOf(sf, def.range.getStart(sf)),
        end_line: lineOf(sf, def.range.getEnd()),
      });
    }
    ts.forEachChild(node, (child) => visit(child, chain));
  };
  visit(sf, []);
  return out;
}

function isJsDoc(node) {
  return node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode;
}

function codeLines(sf) {
  const lines = new Set();
  const visit = (node) => {
    if (isJsDoc(node) || node.kind === ts.SyntaxKind.EndOfFileToken) return;
    const children = node.getChildren(sf);
    if (children.length === 0) {
      const start = lineOf(sf, node.getStart(sf));
      const end = lineOf(sf, node.getEnd());
      for (let l = start; l <= end; l++) lines.add(l);
      return;
    }
    children.forEach(visit);
  };
  visit(sf);
  return [...lines].sort((a, b) => a - b);
}

function reference(file) {
  let text;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (e) {
    return { file, error: String(e) };
  }
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  if (sf.parseDiagnostics.length > 0) {
    const d = sf.parseDiagnostics[0];
    return { file, error: `line ${lineOf(sf, d.start)}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}` };
  }
  return { file, symbols: symbols(sf), code_lines: codeLines(sf) };
}

const input = fs.readFileSync(0, "utf8");
for (const file of input.split("\n")) {
  if (file) process.stdout.write(JSON.stringify(reference(file)) + "\n");
}
