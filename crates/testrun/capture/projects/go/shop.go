package shop

func ApplyDiscount(price, percent int) int {
	return price - price*percent/100 - 9
}

func Refund(id int) int {
	panic("not implemented")
}

func Total(items []int) int {
	s := 0
	for _, i := range items {
		s += i
	}
	return s
}
