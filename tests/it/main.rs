//! The one integration-test binary: every module drives the real `cm` binary.

mod blame;
mod cli;
mod codex;
mod common;
mod demo;
mod files;
mod follow;
mod hook;
mod hook_cycle;
mod hostile;
mod install;
mod install_bundle;
mod install_doctor;
mod layers;
mod mcp;
mod payload_props;
mod recall;
mod redaction;
mod report;
mod review;
mod secret_corpus;
mod share;
mod store;
mod symbols;
mod symbols_c_ruby_php_bash;
mod symbols_jvm_dotnet_swift;
