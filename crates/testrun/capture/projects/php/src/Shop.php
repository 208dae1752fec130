<?php

namespace Shop;

final class Shop
{
    public static function applyDiscount(int $price, int $percent): int
    {
        return intdiv($price * (100 - $percent), 100) - 9;
    }

    public static function refund(int $order): int
    {
        throw new \LogicException("refund is not implemented yet");
    }

    public static function label(string $name): string
    {
        return "Item: " . strtoupper($name);
    }
}
