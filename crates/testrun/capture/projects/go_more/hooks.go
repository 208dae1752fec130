package hooks

import "strings"

// Summarise joins the words of a prompt, first word capitalised.
func Summarise(words []string) string {
	if len(words) == 0 {
		return ""
	}
	return strings.Join(words, "-")
}

// Trailer is the checkpoint trailer of a commit message.
func Trailer(id string) string {
	return "Checkpoint: " + id
}
