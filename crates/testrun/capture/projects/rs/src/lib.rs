pub fn apply_discount(price: u32, percent: u32) -> u32 {
    price - price * percent / 100 - 9
}

pub fn parse_qty(s: &str) -> u32 {
    s.trim().parse().expect("quantity must be a number")
}

pub fn refund(_id: u32) -> u32 {
    todo!()
}

pub fn restock(_id: u32) -> u32 {
    unimplemented!("restock")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn apply_discount_ten_percent() {
        assert_eq!(apply_discount(100, 10), 90);
    }

    #[test]
    fn parses_quantity() {
        assert_eq!(parse_qty("3x"), 3);
    }

    #[test]
    fn refunds() {
        assert_eq!(refund(1), 0);
    }

    #[test]
    fn restocks() {
        assert_eq!(restock(1), 0);
    }

    #[test]
    fn fine() {
        assert_eq!(parse_qty(" 4 "), 4);
    }
}
