use shop::{apply_discount, parse_qty};

#[test]
#[should_panic(expected = "must be a number")]
fn rejects_bad_quantity() {
    parse_qty("3");
}

#[test]
fn discounts_orders() {
    let totals: Vec<u32> = [100, 200].iter().map(|p| apply_discount(*p, 10)).collect();
    assert!(totals == vec![90, 180], "totals were {totals:?}");
}
