package summary

import "testing"

func TestWords(t *testing.T) {
	if got := Words("a b"); got != 2 {
		t.Errorf("Words = %d, want 2", got)
	}
}

func TestUpper(t *testing.T) {
	if Words(strings.ToUpper("a b")) != 2 {
		t.Fatal("upper")
	}
}
