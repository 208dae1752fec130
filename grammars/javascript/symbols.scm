; JavaScript and JSX symbols: the TypeScript table of docs/SYMBOLS.md without the
; type-only constructs. When several patterns match one node, the first one wins.

(class_declaration
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

(class_body
  (field_definition
    property: (_) @name
    value: [(arrow_function) (function_expression) (generator_function)]) @definition.field)

(function_declaration
  name: (identifier) @name) @definition.function

(generator_function_declaration
  name: (identifier) @name) @definition.function

(export_statement
  "default" @name
  value: [(function_expression !name) (generator_function !name)] @definition.function)

(variable_declarator
  name: (identifier) @name
  value: [(arrow_function) (function_expression) (generator_function)]) @definition.function
