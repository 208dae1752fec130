//! The one integration-test binary: every module drives the real `cm` binary.

mod common;
mod symbols;
