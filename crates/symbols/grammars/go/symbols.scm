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

; Package-level `const` and `var`, alone or in a group: each spec is a symbol named after its
; first name other than `_` (`ErrNotFound`, `defaultTimeout`; `var a, b = 1, 2` is `a`). Not inside
; functions (local), and not `var _ = ...` (a compile-time check; `symbols::kinds`).
; The names are matched as children, not as the field `name`: tree-sitter's engine sees
; only the first name of a `const` spec in that field.
(source_file
  (const_declaration
    (const_spec
      (identifier) @name) @definition.constant))

(source_file
  (var_declaration
    [(var_spec
       (identifier) @name) @definition.variable
     (var_spec_list
       (var_spec
         (identifier) @name) @definition.variable)]))
