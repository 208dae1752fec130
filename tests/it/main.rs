//! The one integration-test binary: every module drives the real `cm` binary.

mod cli;
mod common;
mod hook;
mod hook_cycle;
mod install_bundle;
mod install_doctor;
mod install_plugin;
mod redaction;
mod secret_corpus;
mod store;
mod symbols;
