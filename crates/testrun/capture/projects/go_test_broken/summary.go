package summary

// Words counts the words of a line.
func Words(line string) int {
	n, in := 0, false
	for _, c := range line {
		if c == ' ' {
			in = false
		} else if !in {
			in, n = true, n+1
		}
	}
	return n
}
