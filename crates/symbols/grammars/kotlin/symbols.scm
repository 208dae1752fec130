; Kotlin symbols (docs/SYMBOLS.md, "Kotlin").
; `class` and `interface` are both `class_declaration`; the first pattern that matches a
; node wins. An extension (`fun Cart.total()`) has its receiver type before its parameters,
; captured as `@name.owner`: `Cart.total`.

(class_declaration
  "interface"
  name: (identifier) @name) @definition.interface

(class_declaration
  name: (identifier) @name
  (enum_class_body)) @definition.enum

(class_declaration
  name: (identifier) @name) @definition.class

(object_declaration
  name: (identifier) @name) @definition.class

(companion_object
  name: (identifier) @name) @definition.class

(companion_object
  "companion" @name.type) @definition.class

(function_declaration
  [(user_type) (nullable_type) (parenthesized_type)] @name.owner
  name: (identifier) @name
  (function_value_parameters)) @definition.function

(function_declaration
  name: (identifier) @name) @definition.function

(secondary_constructor
  "constructor" @name) @definition.constructor

; a property with an accessor that has a body; extension properties name their receiver
(property_declaration
  [(user_type) (nullable_type) (parenthesized_type)] @name.owner
  (variable_declaration (identifier) @name)
  [(getter (function_body)) (setter (function_body))]) @definition.property

(property_declaration
  (variable_declaration (identifier) @name)
  [(getter (function_body)) (setter (function_body))]) @definition.property
