package goods

// Handlers serves the goods operations of the contract.
type Handlers struct{ svc *Service }

// NewHandlers returns the goods part of the API server.
func NewHandlers(svc *Service) *Handlers { return &Handlers{svc: svc} }

func deref[T any](p *T, def T) T {
	if p == nil {
		return def
	}
	return *p
}
