//! Which symbols `cm query --inject` writes the lesson block for (`crate::render` writes it).

use super::SymbolStats;

/// Risk from which `query --inject` prints a block (the seed's threshold).
pub const INJECT_THRESHOLD: f64 = 10.0;

/// True when the symbol is risky enough for `query --inject`.
pub fn should_inject(symbol: &SymbolStats) -> bool {
    symbol.risk_score >= INJECT_THRESHOLD
}
