; C++ symbols (docs/SYMBOLS.md, "C++").
; Functions are named after their declarator (`@name.type`): the row's `type_name` digs
; through pointers and references to the name, writes a qualifier `Cart::` as `Cart.`, drops
; template arguments and spells operators (`operator bool`). `template <...>` is a wrapper:
; it starts the range of what it declares. Declarations without a body, `= default` and
; `= delete` are not symbols.

; `MEM_STATIC T f(void) { ... }`: a macro before the return type makes tree-sitter-cpp read
; `T f` as `T::f` with a missing `::`: the row's `type_name` drops such a scope.

; A definition without a return type: `TEST(Suite, Name) { ... }` (googletest's test
; `Suite.Name`), or a macro call after a declarator (`void f() GTEST_LOCK_EXCLUDED_(mu) {`)
; read as a definition of its own after the real head; the row's `type_name` tells which.
(function_definition
  !type
  declarator: (function_declarator
    declarator: (identifier))
  body: (compound_statement)) @definition.function @name.type

; `void Lock() GTEST_LOCK_EXCLUDED_(mu) { ... }` in a class: the real declarator is an error
; before the macro call
(function_definition
  (ERROR
    (function_declarator) @name.type)
  declarator: (function_declarator)
  body: (compound_statement)) @definition.function

; member functions defined in their class, struct or union
(field_declaration_list
  (function_definition
    declarator: (_) @name.type
    body: (_)) @definition.method)

(field_declaration_list
  (template_declaration
    (function_definition
      declarator: (_) @name.type
      body: (_)) @definition.method))

; out-of-line definitions: `void Cart::total() {}`, `Cart::~Cart()`, `T *Box<T>::get()`,
; `Cart &Cart::self()`: named after the qualified name
(function_definition
  declarator: (function_declarator
    declarator: (qualified_identifier) @name.type)
  body: (_)) @definition.method

(function_definition
  declarator: (pointer_declarator
    declarator: (function_declarator
      declarator: (qualified_identifier) @name.type))
  body: (_)) @definition.method

(function_definition
  declarator: (reference_declarator
    (function_declarator
      declarator: (qualified_identifier) @name.type))
  body: (_)) @definition.method

(function_definition
  declarator: (_) @name.type
  body: (_)) @definition.function

(class_specifier
  name: (_) @name.type
  body: (field_declaration_list)) @definition.class

(struct_specifier
  name: (_) @name.type
  body: (field_declaration_list)) @definition.struct

(union_specifier
  name: (_) @name.type
  body: (field_declaration_list)) @definition.union

(enum_specifier
  name: (_) @name.type
  body: (enumerator_list)) @definition.enum

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

; anonymous namespaces have no name: transparent
(namespace_definition
  name: (_) @name.type
  body: (declaration_list)) @definition.namespace
