; PHP symbols (docs/SYMBOLS.md, "PHP").
; Namespaces are not symbols; anonymous classes, closures and arrow functions are not
; either. Attributes are children of the declaration, so they start its range.

(class_declaration
  name: (name) @name) @definition.class

(interface_declaration
  name: (name) @name) @definition.interface

(trait_declaration
  name: (name) @name) @definition.trait

(enum_declaration
  name: (name) @name) @definition.enum

(method_declaration
  name: (name) @name
  (#eq? @name "__construct")) @definition.constructor

(method_declaration
  name: (name) @name) @definition.method

(function_definition
  name: (name) @name) @definition.function
