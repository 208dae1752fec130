; C symbols (docs/SYMBOLS.md, "C").
; A function is named after the identifier inside its declarator (`@name.type`: pointers and
; parentheses around it are dropped by the row's `type_name`). Prototypes have no body and
; are not symbols.

; `MEM_STATIC ZSTD_cpuid_t ZSTD_cpuid(void) { ... }`: a macro before the return type; the
; macro and the return type became a declaration without its `;` (the range starts there),
; the name is read as a type and the parameters as a parenthesized declarator. A function
; has a parameter list, so the "type" is the name.
(function_definition
  type: (type_identifier) @name
  declarator: (parenthesized_declarator)
  body: (compound_statement)) @definition.function

(function_definition
  declarator: (_) @name.type
  body: (compound_statement)) @definition.function

; tags with a body; forward declarations (`struct S;`) have none
(struct_specifier
  name: (type_identifier) @name
  body: (field_declaration_list)) @definition.struct

(union_specifier
  name: (type_identifier) @name
  body: (field_declaration_list)) @definition.union

(enum_specifier
  name: (type_identifier) @name
  body: (enumerator_list)) @definition.enum

; `typedef struct { ... } S;`: an anonymous tag named by its typedef, the whole typedef
(type_definition
  type: (struct_specifier
    !name
    body: (field_declaration_list))
  declarator: (type_identifier) @name) @definition.struct

(type_definition
  type: (union_specifier
    !name
    body: (field_declaration_list))
  declarator: (type_identifier) @name) @definition.union

(type_definition
  type: (enum_specifier
    !name
    body: (enumerator_list))
  declarator: (type_identifier) @name) @definition.enum
