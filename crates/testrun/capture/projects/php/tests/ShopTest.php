<?php

use PHPUnit\Framework\TestCase;
use Shop\Shop;

require_once __DIR__ . '/../src/Shop.php';

final class ShopTest extends TestCase
{
    public function testAppliesATenPercentDiscount(): void
    {
        $this->assertSame(90, Shop::applyDiscount(100, 10));
    }

    public function testRefundsAnOrder(): void
    {
        $this->assertSame(0, Shop::refund(1));
    }

    public function testLabelsAnItem(): void
    {
        $this->assertEquals("Item: Blue mug", Shop::label("Blue mug"));
    }

    public function testDiscountsNothing(): void
    {
        $this->assertSame(-9, Shop::applyDiscount(0, 10));
    }
}
