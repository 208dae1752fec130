; Java symbols (docs/SYMBOLS.md, "Java").
; Modifiers and annotations are inside the declaration nodes, so ranges start at them.
; Anonymous classes are no definitions: their methods chain to the enclosing symbol.

(class_declaration
  name: (identifier) @name) @definition.class

(record_declaration
  name: (identifier) @name) @definition.class

(enum_declaration
  name: (identifier) @name) @definition.enum

(interface_declaration
  name: (identifier) @name) @definition.interface

(annotation_type_declaration
  name: (identifier) @name) @definition.interface

(method_declaration
  name: (identifier) @name) @definition.method

; `String value() default "";` in an `@interface`
(annotation_type_element_declaration
  name: (identifier) @name) @definition.method

; a constructor is named after its class, which is its own name in the source
(constructor_declaration
  name: (identifier) @name) @definition.constructor

(compact_constructor_declaration
  name: (identifier) @name) @definition.constructor
