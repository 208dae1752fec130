//! Wiring cm into agents: `cm install-plugin`, `cm doctor`.
