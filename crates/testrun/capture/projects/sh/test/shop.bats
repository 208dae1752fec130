setup() {
    source "$BATS_TEST_DIRNAME/../shop.sh"
}

@test "applies a ten percent discount" {
    result=$(apply_discount 100 10)
    [ "$result" -eq 90 ]
}

@test "refunds an order" {
    run refund 1
    [ "$status" -eq 0 ]
}

@test "labels an item" {
    run label "Blue mug"
    [ "$output" = "Item: Blue mug" ]
}

@test "discounts nothing" {
    result=$(apply_discount 0 10)
    [ "$result" -eq -9 ]
}
