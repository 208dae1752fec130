package shop

fun applyDiscount(price: Int, percent: Int): Int = price - price * percent / 100 - 9

fun refund(id: Int): Int = TODO("refund of order $id")

fun String.label(): String = "Item: " + toUpperCase()
