; TypeScript and TSX symbols (docs/SYMBOLS.md, "TypeScript / JavaScript").
; When several patterns match one node, the first one wins: getters, setters and
; constructors come before plain methods.

(class_declaration
  name: (_) @name) @definition.class

(abstract_class_declaration
  name: (_) @name) @definition.class

(variable_declarator
  name: (identifier) @name
  value: (class)) @definition.class

; `export default class { ... }`: the class answers to `default`
(export_statement
  "default" @name
  value: (class !name) @definition.class)

(class_body
  (method_definition
    "get"
    name: (_) @name) @definition.getter)

(class_body
  (method_definition
    "set"
    name: (_) @name) @definition.setter)

(class_body
  (method_definition
    name: (property_identifier) @name
    (#eq? @name "constructor")) @definition.constructor)

(class_body
  (method_definition
    name: (_) @name) @definition.method)

; overload signatures and abstract methods
(class_body
  (method_signature
    name: (_) @name) @definition.method)

(class_body
  (abstract_method_signature
    name: (_) @name) @definition.method)

(class_body
  (public_field_definition
    name: (_) @name
    value: [(arrow_function) (function_expression) (generator_function)]) @definition.field)

(function_declaration
  name: (identifier) @name) @definition.function

(generator_function_declaration
  name: (identifier) @name) @definition.function

; overload signatures and `declare function`
(function_signature
  name: (identifier) @name) @definition.function

(export_statement
  "default" @name
  value: [(function_expression !name) (generator_function !name)] @definition.function)

(variable_declarator
  name: (identifier) @name
  value: [(arrow_function) (function_expression) (generator_function)]) @definition.function

(interface_declaration
  name: (_) @name) @definition.interface

(enum_declaration
  name: (_) @name) @definition.enum

(type_alias_declaration
  name: (_) @name) @definition.type

(internal_module
  name: (_) @name) @definition.namespace

(module
  name: (_) @name) @definition.namespace

; `declare global { ... }`
(ambient_declaration
  "global" @name
  (statement_block)) @definition.namespace

; `export default function (): T;`, an anonymous declaration in .d.ts files, is missing from
; the grammar: it parses as `export` followed by an error holding the signature.
(expression_statement
  (identifier) @_export
  (#eq? @_export "export")
  (ERROR
    "default" @name
    "function")) @definition.function

; Module-level data: a top-level `const`, `let` or `var` (exported or not) declaring a name
; whose value is an object, an array, a call or a `new` (`export const Schema =
; z.object({...})`, `const routes = [...]`, `let cache = new Map()`), an `as` or `satisfies`
; expression, a literal (string, number, regex, template, boolean) or an
; operator or member expression (`const MAX = 5 * 60`, `const ENV = process.env.NODE_ENV`);
; after the patterns above, so a function or class value stays a function or class. Not a
; call of `require` nor a member of one (an import), not a plain name (an alias).
(program
  (lexical_declaration
    "const"
    (variable_declarator
        name: (identifier) @name
        value: [(object) (array) (new_expression) (call_expression function: (_) @_callee (#not-eq? @_callee "require")) (as_expression) (satisfies_expression) (string) (number) (regex) (template_string) (true) (false) (binary_expression) (unary_expression) (ternary_expression) (member_expression object: (_) @_object (#not-match? @_object "^require\\s*\\("))]) @definition.constant))

(program
  (export_statement
    declaration: (lexical_declaration
      "const"
      (variable_declarator
          name: (identifier) @name
          value: [(object) (array) (new_expression) (call_expression function: (_) @_callee (#not-eq? @_callee "require")) (as_expression) (satisfies_expression) (string) (number) (regex) (template_string) (true) (false) (binary_expression) (unary_expression) (ternary_expression) (member_expression object: (_) @_object (#not-match? @_object "^require\\s*\\("))]) @definition.constant)))

(program
  [(lexical_declaration
     "let"
     (variable_declarator
         name: (identifier) @name
         value: [(object) (array) (new_expression) (call_expression function: (_) @_callee (#not-eq? @_callee "require")) (as_expression) (satisfies_expression) (string) (number) (regex) (template_string) (true) (false) (binary_expression) (unary_expression) (ternary_expression) (member_expression object: (_) @_object (#not-match? @_object "^require\\s*\\("))]) @definition.variable)
   (variable_declaration
     (variable_declarator
         name: (identifier) @name
         value: [(object) (array) (new_expression) (call_expression function: (_) @_callee (#not-eq? @_callee "require")) (as_expression) (satisfies_expression) (string) (number) (regex) (template_string) (true) (false) (binary_expression) (unary_expression) (ternary_expression) (member_expression object: (_) @_object (#not-match? @_object "^require\\s*\\("))]) @definition.variable)])

(program
  (export_statement
    declaration: [(lexical_declaration
                    "let"
                    (variable_declarator
                        name: (identifier) @name
                        value: [(object) (array) (new_expression) (call_expression function: (_) @_callee (#not-eq? @_callee "require")) (as_expression) (satisfies_expression) (string) (number) (regex) (template_string) (true) (false) (binary_expression) (unary_expression) (ternary_expression) (member_expression object: (_) @_object (#not-match? @_object "^require\\s*\\("))]) @definition.variable)
                  (variable_declaration
                    (variable_declarator
                        name: (identifier) @name
                        value: [(object) (array) (new_expression) (call_expression function: (_) @_callee (#not-eq? @_callee "require")) (as_expression) (satisfies_expression) (string) (number) (regex) (template_string) (true) (false) (binary_expression) (unary_expression) (ternary_expression) (member_expression object: (_) @_object (#not-match? @_object "^require\\s*\\("))]) @definition.variable)]))

; `export default {...}` (a config) and `module.exports = {...}`: the value answers to
; `default` or `module.exports`, with the values of module-level data.
(export_statement
  "default" @name
  value: [(object) (array) (new_expression) (call_expression function: (_) @_callee (#not-eq? @_callee "require")) (as_expression) (satisfies_expression) (string) (number) (regex) (template_string) (true) (false) (binary_expression) (unary_expression) (ternary_expression) (member_expression object: (_) @_object (#not-match? @_object "^require\\s*\\("))] @definition.constant)

(program
  (expression_statement
    (assignment_expression
      left: (member_expression
              object: (identifier) @_module
              property: (property_identifier) @_exports) @name
      right: [(object) (array) (new_expression) (call_expression function: (_) @_callee (#not-eq? @_callee "require")) (as_expression) (satisfies_expression) (string) (number) (regex) (template_string) (true) (false) (binary_expression) (unary_expression) (ternary_expression) (member_expression object: (_) @_object (#not-match? @_object "^require\\s*\\("))]
      (#eq? @_module "module")
      (#eq? @_exports "exports")) @definition.constant))
