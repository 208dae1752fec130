; Rust symbols (docs/SYMBOLS.md, "Rust").
; A `function` inside an impl or a trait becomes a `method`; outer attributes and
; `///` / `/** */` doc comments before an item widen its range.

(function_item
  name: (identifier) @name) @definition.function

; trait methods without a default body
(trait_item
  body: (declaration_list
    (function_signature_item
      name: (identifier) @name) @definition.function))

(struct_item
  name: (type_identifier) @name) @definition.struct

(enum_item
  name: (type_identifier) @name) @definition.enum

(union_item
  name: (type_identifier) @name) @definition.union

(trait_item
  name: (type_identifier) @name) @definition.trait

; named after the last path segment of the self type (`@name.type`)
(impl_item
  type: (_) @name.type) @definition.impl

; only inline modules: `mod m;` has no body and no lines of its own
(mod_item
  name: (identifier) @name
  body: (declaration_list)) @definition.module

(macro_definition
  name: (identifier) @name) @definition.macro

; `const` and `static` items, wherever items are (a module, an impl or trait: `Type.MAX`, a
; function body); not `const _: () = ...` (an assertion; `symbols::kinds`)
(const_item
  name: (identifier) @name) @definition.constant

(static_item
  name: (identifier) @name) @definition.variable
