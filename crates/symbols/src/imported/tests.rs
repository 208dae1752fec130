use std::path::Path;

use super::*;
use crate::symbols_of_file;

/// The users of the imports on `lines` of `source`, by name.
fn users(file: &str, source: &str, lines: &[(usize, usize)]) -> Vec<String> {
    let path = Path::new(file);
    let table = symbols_of_file(path, source.as_bytes()).unwrap();
    import_users(path, source.as_bytes(), &table, lines)
        .unwrap()
        .into_iter()
        .map(|s| s.name)
        .collect()
}

fn names(file: &str, source: &str, lines: &[(usize, usize)]) -> Vec<String> {
    imported_names(Path::new(file), source.as_bytes(), lines).unwrap()
}

const GO: &str = r#"package tagger

import (
	"fmt"
	"math"
	ms "github.com/ClusterCockpit/cc-backend/pkg/metricstore"
	"github.com/go-chi/chi/v5"
	_ "embed"
)

// classify sorts a job by its load.
func classify(load float64) string {
	if math.IsNaN(load) {
		return fmt.Sprintf("unknown")
	}
	return "ok"
}

type Tagger struct{ store *ms.Store }

func (t *Tagger) Route(r chi.Router) { fmt.Println(r) }
"#;

#[test]
fn a_go_import_serves_the_functions_calling_its_package() {
    assert_eq!(users("tagger.go", GO, &[(5, 5)]), ["classify"]);
    assert_eq!(users("tagger.go", GO, &[(6, 6)]), ["Tagger"]);
    // A major version is not the package's name.
    assert_eq!(names("tagger.go", GO, &[(7, 7)]), ["chi"]);
    assert_eq!(users("tagger.go", GO, &[(7, 7)]), ["Tagger.Route"]);
    assert_eq!(
        users("tagger.go", GO, &[(4, 5)]),
        ["classify", "Tagger.Route"]
    );
    // A blank import binds nothing; a line of code is no import.
    assert!(users("tagger.go", GO, &[(8, 8)]).is_empty());
    assert!(users("tagger.go", GO, &[(13, 13)]).is_empty());
}

#[test]
fn an_import_many_definitions_use_is_the_files() {
    let mut go = String::from("package p\n\nimport \"fmt\"\n");
    for i in 0..=MAX_IMPORT_USERS {
        go.push_str(&format!("\nfunc f{i}() {{ fmt.Println({i}) }}\n"));
    }
    assert_eq!(names("p.go", &go, &[(3, 3)]), ["fmt"]);
    assert!(users("p.go", &go, &[(3, 3)]).is_empty());
}

const PY: &str = "\
import os.path
import numpy as np
from app.server import handler, serve as run
from . import views

def load(p):
    return os.path.join(p, 'x')

class Api:
    def get(self):
        return handler(np.zeros(3))

def main():
    run(views.index)
";

#[test]
fn a_python_import_binds_its_first_name_its_alias_or_what_it_takes() {
    assert_eq!(names("m.py", PY, &[(1, 1)]), ["os"]);
    assert_eq!(names("m.py", PY, &[(2, 2)]), ["np", "numpy"]);
    // Not the module it takes them from.
    assert_eq!(names("m.py", PY, &[(3, 3)]), ["handler", "run", "serve"]);
    assert_eq!(users("m.py", PY, &[(1, 1)]), ["load"]);
    assert_eq!(users("m.py", PY, &[(2, 3)]), ["Api.get", "main"]);
    assert_eq!(users("m.py", PY, &[(4, 4)]), ["main"]);
}

const TS: &str = "\
import { Injectable, Logger as Log } from '@nestjs/common';
import type { Share } from './entities/share.entity';
import * as crypto from 'crypto';
import Default from './default';
export { helper } from './helper';

@Injectable()
export class SharesService {
  private log = new Log('shares');

  find(id: string): Share | undefined {
    return undefined;
  }
}

export function digest(x: string) {
  return crypto.createHash('sha256').update(x).digest('hex');
}
";

#[test]
fn a_typescript_import_binds_its_names_not_its_module() {
    assert_eq!(
        names("s.ts", TS, &[(1, 1)]),
        ["Injectable", "Log", "Logger"]
    );
    assert_eq!(users("s.ts", TS, &[(1, 1)]), ["SharesService"]);
    assert_eq!(users("s.ts", TS, &[(2, 2)]), ["SharesService.find"]);
    assert_eq!(users("s.ts", TS, &[(3, 3)]), ["digest"]);
    // Nothing uses it; a re-export binds nothing here.
    assert!(users("s.ts", TS, &[(4, 4)]).is_empty());
    assert!(names("s.ts", TS, &[(5, 5)]).is_empty());
}

const RS: &str = "\
use std::collections::HashMap;
use crate::auth::{Token, verify as check};

pub struct Cache {
    map: HashMap<String, Token>,
}

impl Cache {
    pub fn ok(&self, t: &Token) -> bool {
        check(t)
    }
}
";

#[test]
fn a_rust_use_binds_the_last_name_of_its_path() {
    assert_eq!(names("c.rs", RS, &[(1, 1)]), ["HashMap"]);
    assert_eq!(names("c.rs", RS, &[(2, 2)]), ["Token", "check", "verify"]);
    assert_eq!(users("c.rs", RS, &[(1, 1)]), ["Cache"]);
    assert_eq!(users("c.rs", RS, &[(2, 2)]), ["Cache", "Cache.ok"]);
}

#[test]
fn a_word_is_used_whole() {
    assert!(uses_word("math.Sqrt(x)", "math"));
    assert!(!uses_word("mathx.Sqrt(x)", "math"));
    assert!(!uses_word("gomath.Sqrt(x)", "math"));
    assert!(uses_word("(math)", "math"));
}

#[test]
fn java_php_and_csharp_imports_bind_the_last_name_of_their_path() {
    let java = "import java.util.List;\nimport static java.util.Objects.requireNonNull;\n\nclass Box {\n    List<String> items(String s) { return List.of(requireNonNull(s)); }\n}\n";
    assert_eq!(names("Box.java", java, &[(1, 1)]), ["List"]);
    assert_eq!(names("Box.java", java, &[(2, 2)]), ["requireNonNull"]);
    assert_eq!(users("Box.java", java, &[(1, 2)]), ["Box.items"]);
    let php = "<?php\nuse App\\Models\\User;\n\nfunction owner() {\n    return new User();\n}\n";
    assert_eq!(names("o.php", php, &[(2, 2)]), ["User"]);
    assert_eq!(users("o.php", php, &[(2, 2)]), ["owner"]);
    let cs = "using System.Text;\n\nclass Log {\n    StringBuilder b = new StringBuilder();\n}\n";
    // A namespace brings in its members, which the code names without it: no user.
    assert_eq!(names("Log.cs", cs, &[(1, 1)]), ["Text"]);
    assert!(users("Log.cs", cs, &[(1, 1)]).is_empty());
}
