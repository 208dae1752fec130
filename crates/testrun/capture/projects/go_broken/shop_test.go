package shop

import "testing"

func TestDiscount(t *testing.T) {
	if ApplyDiscount(100, 10) != 90 {
		t.Fail()
	}
}
