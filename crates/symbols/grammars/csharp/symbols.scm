; C# symbols (docs/SYMBOLS.md, "C#").
; Namespaces are no definitions: their types are named without them. Attributes and
; modifiers are inside the declaration nodes, so ranges start at them.

(class_declaration
  name: (identifier) @name) @definition.class

(record_declaration
  name: (identifier) @name) @definition.class

(struct_declaration
  name: (identifier) @name) @definition.struct

(interface_declaration
  name: (identifier) @name) @definition.interface

(enum_declaration
  name: (identifier) @name) @definition.enum

(method_declaration
  name: (identifier) @name) @definition.method

(constructor_declaration
  name: (identifier) @name) @definition.constructor

; `~C()`: named by the row's type_name, which spells the node `~C`
(destructor_declaration) @definition.constructor @name.type

(property_declaration
  name: (identifier) @name) @definition.property

(event_declaration
  name: (identifier) @name) @definition.property

(indexer_declaration
  "this" @name) @definition.property

; `operator +` and `implicit operator int`, spelled by the row's type_name
(operator_declaration) @definition.method @name.type

(conversion_operator_declaration) @definition.method @name.type

(local_function_statement
  name: (identifier) @name) @definition.function
