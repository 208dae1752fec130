package shop

import "testing"

func TestDiscount(t *testing.T) {
	if got := ApplyDiscount(100, 10); got != 90 {
		t.Errorf("ApplyDiscount(100, 10) = %d, want 90", got)
	}
}

func TestTotal(t *testing.T) {
	if got := Total([]int{1, 2}); got != 3 {
		t.Fatalf("Total = %d, want 3", got)
	}
}

func TestTable(t *testing.T) {
	for _, c := range []struct{ p, want int }{{100, 90}, {0, 0}} {
		t.Run("discount", func(t *testing.T) {
			if got := ApplyDiscount(c.p, 10); got != c.want {
				t.Errorf("got %d, want %d", got, c.want)
			}
		})
	}
}

func TestRefund(t *testing.T) {
	Refund(1)
}
