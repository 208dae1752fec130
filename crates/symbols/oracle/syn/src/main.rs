//! Reference symbols of Rust files, by `syn`, per docs/SYMBOLS.md ("Rust"), to judge
//! `cm symbols` against.
//!
//! Reads file paths on stdin, one per line; prints one JSON object per file:
//! `{"file", "symbols": [{"name", "start_line", "end_line"}], "code_lines": [...]}`, or
//! `{"file", "error"}` when syn rejects the file. A code line is a line covered by a token;
//! doc comments are `#[doc]` attributes to Rust, so their lines are code.

use std::collections::BTreeSet;
use std::io::Read as _;

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::ToTokens as _;
use serde_json::{Value, json};
use syn::spanned::Spanned as _;
use syn::visit::{self, Visit};

fn main() {
    let mut paths = String::new();
    std::io::stdin().read_to_string(&mut paths).expect("stdin");
    for path in paths.lines() {
        println!("{}", reference(path));
    }
}

fn reference(path: &str) -> Value {
    let text = match std::fs::read(path) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => return json!({"file": path, "error": e.to_string()}),
    };
    // syn wants the text after a shebang line and without a BOM; line numbers are kept by
    // blanking them instead of cutting them.
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text).to_string();
    let text = blank_shebang(text);
    let tokens: TokenStream = match text.parse() {
        Ok(t) => t,
        Err(e) => return json!({"file": path, "error": e.to_string()}),
    };
    let file: syn::File = match syn::parse2(tokens.clone()) {
        Ok(f) => f,
        Err(e) => return json!({"file": path, "error": e.to_string()}),
    };
    let mut lines = BTreeSet::new();
    code_lines(tokens, &mut lines);
    let mut walker = Walker::default();
    walker.visit_file(&file);
    json!({"file": path, "symbols": walker.symbols, "code_lines": lines})
}

fn blank_shebang(text: String) -> String {
    if text.starts_with("#!") && !text.starts_with("#![") {
        let end = text.find('\n').unwrap_or(text.len());
        return format!("{}{}", " ".repeat(end), &text[end..]);
    }
    text
}

fn code_lines(tokens: TokenStream, lines: &mut BTreeSet<usize>) {
    for tt in tokens {
        match tt {
            TokenTree::Group(g) => {
                mark(g.span_open(), lines);
                mark(g.span_close(), lines);
                code_lines(g.stream(), lines);
            }
            other => mark(other.span(), lines),
        }
    }
}

fn mark(span: Span, lines: &mut BTreeSet<usize>) {
    lines.extend(span.start().line..=span.end().line);
}

#[derive(Default)]
struct Walker {
    chain: Vec<String>,
    symbols: Vec<Value>,
}

impl Walker {
    /// Records a definition spanning `attrs` and `span`, then visits its contents with its
    /// name pushed on the chain.
    fn define(&mut self, name: String, attrs: &[syn::Attribute], span: Span, inside: impl FnOnce(&mut Self)) {
        let outer = attrs.iter().filter(|a| matches!(a.style, syn::AttrStyle::Outer));
        let start = outer
            .map(|a| a.span().start().line)
            .chain([span.start().line])
            .min()
            .unwrap_or(span.start().line);
        self.chain.push(name);
        self.symbols.push(json!({
            "name": self.chain.join("."),
            "start_line": start,
            "end_line": span.end().line,
        }));
        inside(self);
        self.chain.pop();
    }
}

impl Walker {
    /// A `const` or `static`: a definition unless it is named `_`.
    fn data(&mut self, ident: &syn::Ident, attrs: &[syn::Attribute], span: Span, inside: impl FnOnce(&mut Self)) {
        if ident == "_" {
            inside(self);
        } else {
            self.define(ident.to_string(), attrs, span, inside);
        }
    }
}

/// The name of an impl's self type: the last path segment, references, pointers and generic
/// arguments stripped; `dyn Trait` is named by its first trait; a type without a path by its
/// text without whitespace.
fn type_name(ty: &syn::Type) -> String {
    match ty {
        syn::Type::Reference(r) => type_name(&r.elem),
        syn::Type::Ptr(p) => type_name(&p.elem),
        syn::Type::Path(p) => match p.path.segments.last() {
            Some(last) => last.ident.to_string(),
            None => compact(ty),
        },
        syn::Type::TraitObject(t) => t
            .bounds
            .iter()
            .find_map(|b| match b {
                syn::TypeParamBound::Trait(t) => t.path.segments.last().map(|s| s.ident.to_string()),
                _ => None,
            })
            .unwrap_or_else(|| compact(ty)),
        _ => compact(ty),
    }
}

fn compact(ty: &syn::Type) -> String {
    ty.to_token_stream().to_string().split_whitespace().collect()
}

impl<'ast> Visit<'ast> for Walker {
    fn visit_item_fn(&mut self, i: &'ast syn::ItemFn) {
        self.define(i.sig.ident.to_string(), &i.attrs, i.span(), |w| visit::visit_item_fn(w, i));
    }
    fn visit_impl_item_fn(&mut self, i: &'ast syn::ImplItemFn) {
        self.define(i.sig.ident.to_string(), &i.attrs, i.span(), |w| visit::visit_impl_item_fn(w, i));
    }
    fn visit_trait_item_fn(&mut self, i: &'ast syn::TraitItemFn) {
        self.define(i.sig.ident.to_string(), &i.attrs, i.span(), |w| visit::visit_trait_item_fn(w, i));
    }
    fn visit_item_struct(&mut self, i: &'ast syn::ItemStruct) {
        self.define(i.ident.to_string(), &i.attrs, i.span(), |w| visit::visit_item_struct(w, i));
    }
    fn visit_item_enum(&mut self, i: &'ast syn::ItemEnum) {
        self.define(i.ident.to_string(), &i.attrs, i.span(), |w| visit::visit_item_enum(w, i));
    }
    fn visit_item_union(&mut self, i: &'ast syn::ItemUnion) {
        self.define(i.ident.to_string(), &i.attrs, i.span(), |w| visit::visit_item_union(w, i));
    }
    fn visit_item_trait(&mut self, i: &'ast syn::ItemTrait) {
        self.define(i.ident.to_string(), &i.attrs, i.span(), |w| visit::visit_item_trait(w, i));
    }
    fn visit_item_impl(&mut self, i: &'ast syn::ItemImpl) {
        self.define(type_name(&i.self_ty), &i.attrs, i.span(), |w| visit::visit_item_impl(w, i));
    }
    fn visit_item_mod(&mut self, i: &'ast syn::ItemMod) {
        if i.content.is_some() {
            self.define(i.ident.to_string(), &i.attrs, i.span(), |w| visit::visit_item_mod(w, i));
        }
    }
    // `const` and `static` items wherever items are; `const _` is an assertion, no symbol.
    fn visit_item_const(&mut self, i: &'ast syn::ItemConst) {
        self.data(&i.ident, &i.attrs, i.span(), |w| visit::visit_item_const(w, i));
    }
    fn visit_impl_item_const(&mut self, i: &'ast syn::ImplItemConst) {
        self.data(&i.ident, &i.attrs, i.span(), |w| visit::visit_impl_item_const(w, i));
    }
    fn visit_trait_item_const(&mut self, i: &'ast syn::TraitItemConst) {
        self.data(&i.ident, &i.attrs, i.span(), |w| visit::visit_trait_item_const(w, i));
    }
    fn visit_item_static(&mut self, i: &'ast syn::ItemStatic) {
        self.data(&i.ident, &i.attrs, i.span(), |w| visit::visit_item_static(w, i));
    }
    fn visit_foreign_item_static(&mut self, i: &'ast syn::ForeignItemStatic) {
        self.data(&i.ident, &i.attrs, i.span(), |w| visit::visit_foreign_item_static(w, i));
    }
    fn visit_item_macro(&mut self, i: &'ast syn::ItemMacro) {
        match &i.ident {
            Some(name) if i.mac.path.is_ident("macro_rules") => {
                self.define(name.to_string(), &i.attrs, i.span(), |w| visit::visit_item_macro(w, i));
            }
            _ => visit::visit_item_macro(self, i),
        }
    }
}
