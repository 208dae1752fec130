package shop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ShopTest {
    @Test
    void appliesDiscount() {
        assertEquals(90, Shop.applyDiscount(100, 10));
    }

    @Test
    void refunds() {
        assertEquals(0, Shop.refund(1));
    }

    @Test
    void discountsNothing() {
        assertEquals(-9, Shop.applyDiscount(0, 10));
    }
}
