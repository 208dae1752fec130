pub fn apply_discount(price: u32, percent: &str) -> u32 {
    price - percent
}

#[cfg(test)]
mod tests {
    #[test]
    fn discount() {
        assert_eq!(super::apply_discount(100, "10"), 90);
    }
}
