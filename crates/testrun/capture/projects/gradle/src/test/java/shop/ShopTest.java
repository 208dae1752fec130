package shop;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class ShopTest {
    @Test
    public void appliesDiscount() {
        assertEquals(90, Shop.applyDiscount(100, 10));
    }

    @Test
    public void refunds() {
        assertEquals(0, Shop.refund(1));
    }

    @Test
    public void discountsNothing() {
        assertEquals(-9, Shop.applyDiscount(0, 10));
    }
}
