//! The Claude Code hook runtime (`cm hook`).
