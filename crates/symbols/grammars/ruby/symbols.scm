; Ruby symbols (docs/SYMBOLS.md, "Ruby").
; Every `def` is a method. `class << self` is not a symbol: its methods belong to the
; enclosing class. Class and module paths (`A::B`) are named by the row's `type_name`.

(class
  name: (_) @name.type) @definition.class

(module
  name: (_) @name.type) @definition.module

(method
  name: (_) @name) @definition.method

; `def self.m` is the class's `m`
(singleton_method
  object: (self)
  name: (_) @name) @definition.method

; `def Shop.m`, `def obj.m`: named after the receiver
(singleton_method
  object: (_) @name.owner
  name: (_) @name) @definition.method
