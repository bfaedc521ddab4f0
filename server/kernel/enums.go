package kernel

// Enums converts a list of one string enum to another with the same values: a rule's
// values to the contract's type of them.
func Enums[To, From ~string](xs []From) []To {
	out := make([]To, len(xs))
	for i, x := range xs {
		out[i] = To(x)
	}
	return out
}
