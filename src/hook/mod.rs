//! The Claude Code hook runtime (`cm hook`).

pub mod config;
pub mod edits;
pub mod output;
pub mod testrun;
pub mod wire;
