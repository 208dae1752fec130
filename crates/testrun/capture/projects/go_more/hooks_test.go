package hooks

import (
	"log"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSummarise(t *testing.T) {
	log.Printf("INFO summarising %d words", 2)
	t.Logf("Hook user-prompt-submit output: %s", "2026/01/31 10:00:00 INFO ok")
	got := Summarise([]string{"fix", "bug"})
	if got != "fix bug" {
		t.Errorf("Summarise = %q, want %q", got, "fix bug")
	}
}

func TestTrailer(t *testing.T) {
	assert.Equal(t, "Entire-Checkpoint: abc", Trailer("abc"))
}

func TestTrailerRequire(t *testing.T) {
	require.Equal(t, "Entire-Checkpoint: x", Trailer("x"), "trailer of x")
}

func TestSummariseCases(t *testing.T) {
	cases := []struct {
		name  string
		words []string
		want  string
	}{
		{"empty", nil, ""},
		{"two words", []string{"a", "b"}, "a b"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Logf("case %s", c.name)
			if got := Summarise(c.words); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}
