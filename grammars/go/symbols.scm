; Go symbols (docs/SYMBOLS.md, "Go").
; A method is declared outside its type: its receiver's type is captured as `@name.owner`,
; so `func (c *Cart) Total()` is `Cart.Total`. Function literals are not symbols.

(function_declaration
  name: (identifier) @name) @definition.function

(method_declaration
  receiver: (parameter_list
    (parameter_declaration
      type: (_) @name.owner))
  name: (field_identifier) @name) @definition.method

; an empty receiver, `func () m()`, which Go's parser accepts: the name alone
(method_declaration
  name: (field_identifier) @name) @definition.method

; `type T struct/interface {...}`; the first pattern that matches a node wins, so any
; other type is a `type`
(type_spec
  name: (type_identifier) @name
  type: (struct_type)) @definition.struct

(type_spec
  name: (type_identifier) @name
  type: (interface_type)) @definition.interface

(type_spec
  name: (type_identifier) @name) @definition.type

(type_alias
  name: (type_identifier) @name) @definition.type
