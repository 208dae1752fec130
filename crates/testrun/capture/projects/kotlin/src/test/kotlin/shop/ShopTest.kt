package shop

import kotlin.test.Test
import kotlin.test.assertEquals

class ShopTest {
    @Test
    fun `applies a ten percent discount`() {
        assertEquals(90, applyDiscount(100, 10))
    }

    @Test
    fun refunds() {
        assertEquals(0, refund(1))
    }

    @Test
    fun labels() {
        assertEquals("Item: Blue mug", "Blue mug".label())
    }

    @Test
    fun `discounts nothing`() {
        assertEquals(-9, applyDiscount(0, 10))
    }
}
