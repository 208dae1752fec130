//! The one integration-test binary: every module drives the real `cm` binary.

mod common;
mod install_bundle;
mod install_doctor;
mod install_plugin;
