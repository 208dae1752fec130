//! The one integration-test binary: every module drives the real `cm` binary.

mod blame;
mod cli;
mod codex;
mod common;
mod crash;
mod files;
mod hook;
mod hook_cycle;
mod hostile;
mod install;
mod install_bundle;
mod install_doctor;
mod layers;
mod load;
mod mounts;
mod payload_props;
mod recall;
mod redaction;
mod secret_corpus;
mod secret_routes;
mod store;
mod symbols;
