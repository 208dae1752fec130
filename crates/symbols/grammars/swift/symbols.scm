; Swift symbols (docs/SYMBOLS.md, "Swift").
; `class`, `struct`, `enum`, `actor` and `extension` are all `class_declaration`, told
; apart by their keyword; the first pattern that matches a node wins.

(class_declaration
  declaration_kind: "extension"
  name: (_) @name.type) @definition.impl

(class_declaration
  declaration_kind: "struct"
  name: (_) @name.type) @definition.struct

(class_declaration
  declaration_kind: "enum"
  name: (_) @name.type) @definition.enum

(class_declaration
  name: (_) @name.type) @definition.class

(protocol_declaration
  name: (_) @name.type) @definition.interface

(function_declaration
  name: [(simple_identifier) (bang) (custom_operator)
         "!=" "!==" "%" "%=" "&" "*" "*=" "+" "++" "+=" "-" "--" "-=" "/" "/=" "<" "<<"
         "<=" "=" "==" "===" ">" ">=" ">>" "^" "|" "~"] @name) @definition.function

(protocol_function_declaration
  name: [(simple_identifier) (bang) (custom_operator)
         "!=" "!==" "%" "%=" "&" "*" "*=" "+" "++" "+=" "-" "--" "-=" "/" "/=" "<" "<<"
         "<=" "=" "==" "===" ">" ">=" ">>" "^" "|" "~"] @name) @definition.function

(init_declaration
  name: "init" @name) @definition.constructor

(deinit_declaration
  "deinit" @name) @definition.constructor

(subscript_declaration
  "subscript" @name) @definition.method

; computed properties and properties with observers
(property_declaration
  name: (pattern) @name
  computed_value: (computed_property)) @definition.property

(property_declaration
  name: (pattern) @name
  (willset_didset_block)) @definition.property
