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

// Module-level data: a declaration of a top-level statement (exported or not, not `declare`)
// whose value is an object, an array, a call other than `require(...)` (a tagged template
// is a call), a `new`, or an `as` / `satisfies` expression.
function isModuleData(node) {
  const list = node.parent;
  const statement = list && list.parent;
  if (!statement || !ts.isVariableStatement(statement) || !ts.isSourceFile(statement.parent)) return false;
  if (hasModifier(statement, ts.SyntaxKind.DeclareKeyword)) return false;
  const value = node.initializer;
  if (value === undefined) return false;
  if (ts.isCallExpression(value)) {
    return !(ts.isIdentifier(value.expression) && value.expression.text === "require");
  }
  return (
    ts.isObjectLiteralExpression(value) ||
    ts.isArrayLiteralExpression(value) ||
    ts.isNewExpression(value) ||
    ts.isTaggedTemplateExpression(value) ||
    ts.isAsExpression(value) ||
    ts.isSatisfiesExpression(value)
  );
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
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && isModuleData(node)) {
    let range = node;
    if (parent.declarations.length === 1) range = parent.parent;
    return { name: node.name.text, range };
  }
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
