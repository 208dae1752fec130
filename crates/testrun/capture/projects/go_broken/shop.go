package shop

func ApplyDiscount(price, percent int) int {
	return price - discountOf(price, percent)
}
